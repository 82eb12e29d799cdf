#!/usr/bin/env node
/**
 * Front-end budgets, checked on the built web app (run after `npm run build`; scripts/test.sh does).
 *
 * Reads Vite's manifest (apps/web/dist/.vite/manifest.json) and measures, for each page below, the
 * JavaScript the browser must load before the page can render: the HTML entry's chunk, every chunk
 * it imports statically (Vite modulepreloads them), and the chunks of the page's own lazy route
 * module with their static imports, each gzipped (zlib level 6, what a web server typically uses).
 * It fails when a page is over its budget, when a page loads a package it must not (the light
 * entries carry no Mantine, router, TanStack Query or zod), when a module of a signed-in area loads
 * with a page, and when an area's layout is not a lazy chunk of its own.
 *
 * Usage: node scripts/check-budgets.mjs [--dist apps/web/dist] [--json]
 * Figures are recorded in docs/benchmarks.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/**
 * Each page: its HTML entry, the lazy route module that renders it (if any) and its budget.
 * `forbidden` lists packages that must not load with the page at all.
 */
export const PAGE_BUDGETS = [
  {
    // The three login pages, as a visitor loads them: the light sign-in entry
    // (docs/decisions/012-front-end-budgets.md).
    name: 'Login page (/, /admin/login, /supplier/login)',
    entry: 'sign-in.html',
    budgetBytes: 150 * KB,
    forbidden: ['@mantine/', '@tanstack/', 'react-router', 'zod', '@sentry/', 'pusher-js', 'dayjs'],
  },
  {
    // The travel app (docs/decisions/010-traveller-pages.md).
    name: 'Travel app (/travel-app/{id})',
    entry: 'traveller.html',
    route: 'src/traveller/pages/travel-app.tsx',
    budgetBytes: 150 * KB,
    forbidden: ['@mantine/', '@tanstack/', 'react-router', 'zod', '@sentry/', 'pusher-js', 'dayjs'],
  },
  {
    // The app shell and the first page a signed-out visitor reaches by navigating inside the app
    // (the login route): what every signed-in area starts from. A ceiling against regressions.
    name: 'App shell (index.html + its login route)',
    entry: 'index.html',
    route: 'src/app/routes/auth/agent-login.tsx',
    budgetBytes: 220 * KB,
    forbidden: ['zod', '@sentry/', 'pusher-js', 'dayjs'],
  },
];

/** Source folders of the signed-in areas: none of their modules may load with the login page. */
export const AREA_SOURCE_PREFIXES = [
  'src/app/routes/admin/',
  'src/app/routes/agent/',
  'src/app/routes/supplier/',
];
/** The route tables name the areas' lazy modules; they are the only area files the shell holds. */
const AREA_FILES_ALLOWED_IN_SHELL = /\/route-table\.tsx$/;

function parseArgs(argv) {
  const args = { dist: path.join(repoRoot, 'apps/web/dist'), json: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dist') args.dist = path.resolve(argv[(i += 1)]);
    else if (argv[i] === '--json') args.json = true;
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  return args;
}

export function readManifest(dist) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: build the web app first (vite build with build.manifest).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Manifest keys of `roots` and everything they import statically, in load order. */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no entry "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

/** The source files bundled into a chunk, from its source map (relative to apps/web). */
function chunkSources(dist, file) {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const chunkDir = path.dirname(path.join(dist, file));
  const webRoot = path.dirname(dist);
  return map.sources.map((source) =>
    path.relative(webRoot, path.resolve(chunkDir, source)).split(path.sep).join('/'),
  );
}

export function measurePage(dist, manifest, page) {
  if (!manifest[page.entry]?.isEntry) throw new Error(`${page.entry} is not an entry of the build`);
  if (page.route && !manifest[page.route]) {
    throw new Error(`${page.route} (${page.name}) is not in the build: update PAGE_BUDGETS`);
  }
  const keys = staticClosure(manifest, page.route ? [page.entry, page.route] : [page.entry]);
  const chunks = keys.map((key) => {
    const file = manifest[key].file;
    const bytes = fs.readFileSync(path.join(dist, file));
    return {
      key,
      file,
      rawBytes: bytes.length,
      gzipBytes: zlib.gzipSync(bytes, { level: 6 }).length,
    };
  });
  const entryKeys = new Set(staticClosure(manifest, [page.entry]));
  const sum = (list, field) => list.reduce((total, chunk) => total + chunk[field], 0);
  return {
    ...page,
    chunks: chunks.sort((a, b) => b.gzipBytes - a.gzipBytes),
    entryGzipBytes: sum(
      chunks.filter((chunk) => entryKeys.has(chunk.key)),
      'gzipBytes',
    ),
    gzipBytes: sum(chunks, 'gzipBytes'),
    rawBytes: sum(chunks, 'rawBytes'),
  };
}

/** Area modules found in a page's JavaScript (should be none: areas load lazily). */
export function findAreaModules(dist, measured) {
  const found = [];
  for (const chunk of measured.chunks) {
    for (const source of chunkSources(dist, chunk.file)) {
      const isArea = AREA_SOURCE_PREFIXES.some((prefix) => source.startsWith(prefix));
      if (isArea && !AREA_FILES_ALLOWED_IN_SHELL.test(source))
        found.push(`${source} (${chunk.file})`);
    }
  }
  return found;
}

/** Modules of the page's forbidden packages found in its JavaScript. */
export function findForbiddenModules(dist, measured) {
  const found = new Set();
  for (const chunk of measured.chunks) {
    for (const source of chunkSources(dist, chunk.file)) {
      const packagePath = source.split('node_modules/').pop();
      if (packagePath === source) continue;
      const hit = (measured.forbidden ?? []).find((name) =>
        packagePath.startsWith(name.endsWith('/') ? name : `${name}/`),
      );
      if (hit) found.add(`${hit.replace(/\/$/, '')} (${chunk.file})`);
    }
  }
  return [...found];
}

/** Each area's layout must be a lazy chunk of its own, not part of the entry. */
export function checkAreaChunks(manifest) {
  const problems = [];
  const mainEntry = new Set(staticClosure(manifest, ['index.html']));
  for (const prefix of AREA_SOURCE_PREFIXES) {
    const layout = `${prefix}layout.tsx`;
    const chunk = manifest[layout];
    if (!chunk) problems.push(`${layout} is not a chunk of its own`);
    else if (!chunk.isDynamicEntry) problems.push(`${layout} is not loaded lazily`);
    else if (mainEntry.has(layout)) problems.push(`${layout} is loaded with the entry`);
  }
  return problems;
}

const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function main() {
  const args = parseArgs(process.argv.slice(2));
  const manifest = readManifest(args.dist);
  const failures = [];
  const results = PAGE_BUDGETS.map((page) => measurePage(args.dist, manifest, page));

  for (const result of results) {
    if (result.gzipBytes > result.budgetBytes) {
      failures.push(
        `${result.name}: ${formatKb(result.gzipBytes)} of gzipped JavaScript, over its budget of ${formatKb(result.budgetBytes)}`,
      );
    }
  }
  for (const result of results) {
    for (const module of findAreaModules(args.dist, result)) {
      failures.push(`${result.name}: a signed-in area's module loads with it: ${module}`);
    }
    for (const module of findForbiddenModules(args.dist, result)) {
      failures.push(`${result.name}: loads ${module}`);
    }
  }
  failures.push(...checkAreaChunks(manifest));

  if (args.json) {
    console.log(JSON.stringify({ results, failures }, null, 2));
  } else {
    for (const result of results) {
      console.log(
        `${result.name}: ${formatKb(result.gzipBytes)} gzipped (${formatKb(result.rawBytes)} raw, ` +
          `${result.chunks.length} chunks; the entry and its imports ${formatKb(result.entryGzipBytes)})` +
          ` — budget ${formatKb(result.budgetBytes)}`,
      );
      for (const chunk of result.chunks.slice(0, 6)) {
        console.log(`    ${formatKb(chunk.gzipBytes).padStart(9)}  ${chunk.file}`);
      }
    }
  }
  if (failures.length > 0) {
    console.error(`\nFront-end budgets exceeded:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else if (!args.json) {
    console.log('Front-end budgets met.');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
