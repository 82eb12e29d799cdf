#!/usr/bin/env node
/**
 * No secret in the built client (issue 11, docs/security.md). Run after `npm run build`
 * (scripts/test.sh does). Two checks:
 *
 * 1. The real build (apps/web/dist, source maps included: they are served too) must not contain
 *    the name of a server secret's environment variable, a development default secret, or a
 *    secret-shaped value (Stripe keys, connection strings with a password, private keys).
 * 2. The web app is built again into a temporary folder with made-up values for every server
 *    secret in the build's environment; none of those values may appear in it. That catches a
 *    build setting that would inline the environment (a `define` of process.env, an empty
 *    envPrefix).
 *
 * Usage: node scripts/check-client-secrets.mjs [--dist apps/web/dist] [--skip-test-build]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { envNames, devDefaults } = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'scripts/client-secrets.json'), 'utf8'),
);

/** Values shaped like secrets, whatever variable they came from. */
export const SECRET_PATTERNS = [
  { name: 'a Stripe secret or restricted key', pattern: /\b[sr]k_(live|test)_[0-9A-Za-z]{8,}/ },
  { name: 'a Stripe webhook signing secret', pattern: /\bwhsec_[0-9A-Za-z]{8,}/ },
  {
    name: 'a connection string with a password',
    pattern: /\b(postgres(ql)?|rediss?|smtps?|mysql|amqps?):\/\/[^\s:/@'"`]*:[^\s@/'"`]+@/,
  },
  { name: 'a private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
];

/** One made-up value per secret, for the test build. */
export function sentinelEnv() {
  return Object.fromEntries(
    envNames.map((name) => {
      const token = `client-secret-sentinel-${name.toLowerCase().replaceAll('_', '-')}-4f9c2e`;
      if (name.endsWith('_URL')) return [name, `postgres://sentinel:${token}@db.invalid/x`];
      return [name, token];
    }),
  );
}

function listFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else files.push(full);
  }
  return files;
}

/** The map's embedded sources that are not third-party packages, as one text. */
function ownSourcesOfMap(text) {
  const map = JSON.parse(text);
  return (map.sources ?? [])
    .map((source, index) =>
      source.includes('node_modules/') ? '' : (map.sourcesContent?.[index] ?? ''),
    )
    .join('\n');
}

const TEXT_FILE = /\.(js|mjs|css|html|map|json|webmanifest|txt|svg)$/i;

/** Every finding in the built files: which file holds what. */
export function scanBuild(dist, { literals = [], patterns = [] }) {
  const findings = [];
  for (const file of listFiles(dist).filter((name) => TEXT_FILE.test(name))) {
    const text = fs.readFileSync(file, 'utf8');
    const relative = path.relative(dist, file);
    for (const { name, value } of literals) {
      if (text.includes(value)) findings.push(`${relative} contains ${name}`);
    }
    // Source maps carry the libraries' own sources, whose documentation shows example
    // credentials ("amqp://guest:guest@…"): shapes are looked for in our sources only.
    const shapedText = file.endsWith('.map') ? ownSourcesOfMap(text) : text;
    for (const { name, pattern } of patterns) {
      const match = pattern.exec(shapedText);
      if (match) findings.push(`${relative} contains ${name}: "${match[0].slice(0, 40)}…"`);
    }
  }
  return findings;
}

function testBuild() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secret-scan-'));
  const env = { ...process.env, ...sentinelEnv() };
  const result = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(repoRoot, 'apps/web'), env, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The test build of the web app failed.');
  return outDir;
}

function main() {
  const args = process.argv.slice(2);
  const distIndex = args.indexOf('--dist');
  const dist =
    distIndex >= 0 ? path.resolve(args[distIndex + 1]) : path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} has no index.html: build the web app first.`);
  }

  const findings = scanBuild(dist, {
    literals: [
      ...envNames.map((name) => ({ name: `the variable name ${name}`, value: name })),
      ...devDefaults.map((value) => ({ name: 'a development default secret', value })),
    ],
    patterns: SECRET_PATTERNS,
  });

  if (!args.includes('--skip-test-build')) {
    const outDir = testBuild();
    try {
      const sentinels = Object.entries(sentinelEnv()).map(([name, value]) => ({
        name: `the value of ${name} set in the build's environment`,
        value: value.includes('@') ? value.split(':')[2].split('@')[0] : value,
      }));
      findings.push(
        ...scanBuild(outDir, { literals: sentinels, patterns: SECRET_PATTERNS }).map(
          (finding) => `test build: ${finding}`,
        ),
      );
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }

  if (findings.length > 0) {
    console.error(`Secrets in the built web app:\n  ${findings.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `No server secret in the built web app (${envNames.length} variable names, their values in a test build, ${SECRET_PATTERNS.length} secret shapes).`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
