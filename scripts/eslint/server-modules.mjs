import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `server-modules/no-module-cycle`: a server module (a folder of apps/server/src/modules) may not
 * import a module that leads back to it, directly (a two-way pair) or through others. import-x's
 * no-cycle sees cycles between files only; two modules can import each other through different
 * files without one. What one module needs done by another when its data changes goes through a
 * registry the composition root fills (modules/files/file-lifecycle.ts, content sources, jobs).
 *
 * The graph is read from the files on disk once per lint run (tests excluded: they may reach
 * across); the file being linted is checked against it import by import.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODULES_DIR = path.join(repoRoot, 'apps/server/src/modules');
const IMPORT_FROM = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

/** The module a file belongs to ("files" for modules/files/commands/x.ts), or null. */
function moduleOf(file) {
  const relative = path.relative(MODULES_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

function isSource(file) {
  return file.endsWith('.ts') && !file.endsWith('.test.ts');
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(full) ? [full] : [];
  });
}

/** module -> module it imports -> the first file that does, for the message. */
function readGraph() {
  const graph = new Map();
  if (!fs.existsSync(MODULES_DIR)) return graph;
  for (const file of sourceFiles(MODULES_DIR)) {
    const from = moduleOf(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT_FROM)) {
      const to = moduleOf(path.resolve(path.dirname(file), match[1]));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, file);
    }
  }
  return graph;
}

let cachedGraph = null;
function graph() {
  cachedGraph ??= readGraph();
  return cachedGraph;
}

/** The path of modules from `start` back to `goal`, or null when there is none. */
function pathBack(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const steps = [];
      for (let step = current; step !== null; step = previous.get(step)) steps.unshift(step);
      return steps;
    }
    for (const next of graph().get(current)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import each other in one direction only.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || !isSource(file)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (!to || to === from) return;
      const back = pathBack(to, from);
      if (!back) return;
      const via = path.relative(repoRoot, graph().get(back[0]).get(back[1]));
      context.report({
        node,
        message: `modules/${from} imports modules/${to}, which leads back to it (${[from, ...back].join(' -> ')}; ${via}). Depend one way: register a hook or move the shared piece to lib/.`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'no-module-cycle': noModuleCycle } };
