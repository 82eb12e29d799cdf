// Bundles the server and the CLI into dist/ for `node apps/server/dist/server.js`.
// @portal/shared is TypeScript source, so it is inlined; every other dependency stays external and
// is loaded from node_modules at run time. Migrations are copied beside the bundle, where
// migrationsFolder() looks for them (./migrations relative to the running file).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');

/** Bare imports are external, except our own workspace package. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@portal/shared' || args.path.startsWith('@portal/shared/'))
        return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir,
  bundle: true,
  // No code splitting: each entry is one file in dist/, so import.meta.url-relative paths
  // (the migrations folder) resolve the same for both.
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
  metafile: true,
});
await cp(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `Built server and cli into ${path.relative(process.cwd(), outdir) || '.'} (${Math.round(bytes / 1024)} KB of JavaScript)`,
);
