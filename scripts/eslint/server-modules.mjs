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

/** A module path that is a repository (`./x.repository`, `./x.repository.ts`) or the schema. */
const REPOSITORY_OR_SCHEMA = /\.repository(?:\.[jt]s)?$|(?:^|\/)db\/schema(?:\/|\.[jt]s$|$)/;

/**
 * `server-modules/no-repository-in-routes`: a route file (a server module's `*.routes.ts`) declares
 * its schemas and access, calls a service and presents the result; it never imports a repository
 * or the database schema, not even for a type. The query goes into the owning module's service, and
 * a row type the route needs is re-exported from that service (docs/ARCHITECTURE.md).
 */
const noRepositoryInRoutes = {
  meta: {
    type: 'problem',
    docs: { description: 'Route files call a service, never a repository or the schema.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const relative = path.relative(MODULES_DIR, file);
    if (relative.startsWith('..') || path.isAbsolute(relative) || !file.endsWith('.routes.ts')) {
      return {};
    }
    const from = moduleOf(file) ?? path.basename(file, '.routes.ts');
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !REPOSITORY_OR_SCHEMA.test(specifier)) return;
      const owner = specifier.startsWith('.')
        ? (moduleOf(path.resolve(path.dirname(file), specifier)) ?? from)
        : from;
      context.report({
        node,
        message: `Route files call a service, never a repository: move this query into ${owner}'s service.`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The schema files of the file tables: only modules/files writes them (decision 019). */
const SCHEMA_DIR = path.join(repoRoot, 'apps/server/src/db/schema');
const FILE_TABLE_SCHEMAS = new Set(
  ['files', 'files-lines', 'files-history'].map((name) => path.join(SCHEMA_DIR, name)),
);
/** Names of the files module's writers (insertFile, updateLine, writeLines, lockFile...). */
const WRITER_NAME = /^(?:insert|update|write|delete|rewrite|touch|lock|next)[A-Z]/;
const FILES_DIR = path.join(MODULES_DIR, 'files');

function isInside(dir, file) {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * `server-modules/file-tables-owned-by-files`: outside modules/files, nothing writes the file
 * tables (files, their service lines, versions and events) — neither with the query builder
 * (`tx.update(files)`) nor by calling the files module's own writers (`insertEvents` from
 * files.repository). Other modules change a file through a file command (modules/files/commands),
 * which keeps the lock, the version, the history and the live updates together.
 */
const fileTablesOwnedByFiles = {
  meta: {
    type: 'problem',
    docs: { description: 'Only modules/files writes the file tables; others call a file command.' },
    schema: [
      {
        type: 'object',
        properties: { allowWriters: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    if (isInside(FILES_DIR, file) || !isSource(file)) return {};
    const allowWriters = context.options[0]?.allowWriters === true;
    const fileTables = new Set();
    return {
      ImportDeclaration(node) {
        const specifier = node.source.value;
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), specifier).replace(/\.[jt]s$/, '');
        if (FILE_TABLE_SCHEMAS.has(target)) {
          for (const binding of node.specifiers) fileTables.add(binding.local.name);
          return;
        }
        if (allowWriters || node.importKind === 'type') return;
        if (!isInside(FILES_DIR, target) || isInside(path.join(FILES_DIR, 'commands'), target)) {
          return;
        }
        for (const binding of node.specifiers) {
          const name = binding.type === 'ImportSpecifier' ? binding.imported.name : null;
          if (binding.importKind !== 'type' && name && WRITER_NAME.test(name)) {
            context.report({
              node: binding,
              message: `${name} writes the file tables, which only modules/files does: call a file command (modules/files/commands) instead.`,
            });
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        const [table] = node.arguments;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          ['insert', 'update', 'delete'].includes(callee.property.name) &&
          table?.type === 'Identifier' &&
          fileTables.has(table.name)
        ) {
          context.report({
            node,
            message: `Only modules/files writes the file tables (${table.name}): call a file command (modules/files/commands) instead.`,
          });
        }
      },
    };
  },
};

export default {
  rules: {
    'no-module-cycle': noModuleCycle,
    'no-repository-in-routes': noRepositoryInRoutes,
    'file-tables-owned-by-files': fileTablesOwnedByFiles,
  },
};
