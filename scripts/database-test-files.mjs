#!/usr/bin/env node
// Lists the server test files that reach a database or Redis: those whose own relative imports
// lead to test/test-database.ts (every suite that opens PGlite or PostgreSQL goes through it) or
// that read TEST_DATABASE_URL / TEST_REDIS_URL themselves. .ci/run's PostgreSQL pass runs these
// only: a pure domain test gains nothing from a second database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const DATABASE_OPENER = path.join(root, 'test', 'test-database.ts');
const READS_SERVICES = /TEST_DATABASE_URL|TEST_REDIS_URL/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    base.replace(/\.js$/, '.ts'),
    path.join(base, 'index.ts'),
  ]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return null;
}

const importsOf = new Map();
function importsOfFile(file) {
  if (!importsOf.has(file)) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(IMPORT)]
      .map((match) => resolve(file, match[1] ?? match[2]))
      .filter((target) => target !== null);
    importsOf.set(file, { readsServices: READS_SERVICES.test(source), targets });
  }
  return importsOf.get(file);
}

/** Whether `file` or anything it imports (relatively) opens a test database or reads the URLs. */
function reachesDatabase(file) {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === DATABASE_OPENER) return true;
    const { readsServices, targets } = importsOfFile(current);
    if (readsServices) return true;
    for (const target of targets) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

const files = [...testFiles(path.join(root, 'src')), ...testFiles(path.join(root, 'test'))]
  .filter((file) => reachesDatabase(file))
  .map((file) => path.relative(path.resolve(root, '..', '..'), file))
  .sort();
process.stdout.write(`${files.join('\n')}\n`);
