import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');
/** Ignored by git; inside the repository so the bundle's bare imports find node_modules. */
export const TEST_DATA_ROOT = path.join(repoRoot, '.data-test');

/**
 * Bundles src/server.ts the way scripts/build.mjs does (dependencies external, migrations copied
 * beside it) into a private folder, so a test runs the real server process without touching
 * dist/ and without a TypeScript loader paying its start-up cost on every restart.
 */
export async function bundleServer(): Promise<{ entry: string; remove(): Promise<void> }> {
  const outdir = path.join(TEST_DATA_ROOT, `server-bundle-${randomBytes(4).toString('hex')}`);
  await mkdir(outdir, { recursive: true });
  await build({
    absWorkingDir: serverRoot,
    entryPoints: { server: 'src/server.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-dependencies',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@portal/shared')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  await cp(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
  return {
    entry: path.join(outdir, 'server.mjs'),
    remove: () => rm(outdir, { recursive: true, force: true }),
  };
}

export interface TServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, the port the server picked (PORT=0). */
  url: string;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed so far (pino JSON lines and start-up text). */
  output(): string;
}

/** What every spawned server gets: cheap argon2, no demo data, no web build, JSON logs (at info:
 * startServer reads the port from the "Server listening" line). */
export function serverEnv(overrides: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    ARGON2_MEMORY_COST: '1024',
    ARGON2_TIME_COST: '1',
    APP_URL: 'http://127.0.0.1',
    WEB_DIST: path.join(TEST_DATA_ROOT, 'no-web-dist'),
    ...overrides,
  };
}

/**
 * Starts the bundled server and waits for it to listen. The working directory is the data
 * folder, so a developer's .env in the repository is never read.
 */
export async function startServer(
  entry: string,
  options: { env: Record<string, string>; cwd: string; startTimeoutMs?: number },
): Promise<TServerProcess> {
  await mkdir(options.cwd, { recursive: true });
  const child = spawn(process.execPath, [entry], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    // 'close', not 'exit': by then everything the process printed has been read.
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Server did not start in time:\n${output}`));
    }, options.startTimeoutMs ?? 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`Server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return { child, url, exited, output: () => output };
}
