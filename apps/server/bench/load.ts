/**
 * Load and soak benchmark (npm run bench:load); docs/benchmarks.md has the figures.
 *
 * Starts the portal server as it is deployed (the built apps/server/dist/server.js when present,
 * else src/server.ts under tsx; NODE_ENV=production, TRUST_PROXY=true as behind the proxy) on a
 * fresh PGlite data folder, or on DATABASE_URL when that is set (give it an empty database), with
 * the demo seed, in a child process. A bare Fastify hello-world runs in a second child. The load
 * generator (load-worker.ts) is a third process: it signs in, books, reads the supplier links from
 * the outbox, measures GET /api/version and GET /api/get-settings against the hello-world, then
 * drives the mixed workload (agent sign-in, My Files, package pricing, a file, a supplier
 * confirming through the emailed link, the travel app) for a fixed time, and for the soak longer.
 * The server reports its memory once a second (load-memory-probe.mjs, preloaded).
 *
 * Fails (exit 1) on any failed request, a server crash, a ratio or throughput below its floor, or,
 * in the soak, heap growth above the declared limit. Options:
 *   --duration <60s|2m>   the measured mixed load (default 60 s; 20 s with --short)
 *   --soak[=<10m>]        then keep the same load going and check memory stays flat (default 10 min)
 *   --connections <n>     sockets and virtual users (default 10)
 *   --short               the CI form (scripts/test.sh): 20 s load, 30 s soak-lite, lower floors
 *   --tsx                 run src/server.ts under tsx even when a build exists
 * BENCH_KEEP=1 keeps the data folder and the server log.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { DEMO_PASSWORD } from '../src/db/seed';
import {
  median,
  OPERATIONS,
  type TLoadPlan,
  type TOpStats,
  type TPhaseResult,
  type TWorkerMessage,
} from './load-contract';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/* ------------------------------------------------------------------ hello-world (child) */

async function runHello(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({
    type: 'ready',
    port: typeof address === 'object' && address ? address.port : 0,
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

/* ------------------------------------------------------------------ options */

/**
 * Floors. The long form holds the targets: the ratio of 0.6 and, over a soak, heap growth of at
 * most 10% from the first third to the last. The short form runs in CI on a 2-core machine that
 * other jobs may share, where client, server and those jobs take turns on the cores (the mixed load
 * measured 7.6 to 51.5 operations/s there as the load average went from 16 to 12), so its floors
 * catch a broken or pathologically slow server, not a few per cent:
 * - ratio 0.1: on that machine the ratios measured 0.16 to 0.35 under load; /api/get-settings
 *   with a database query on every request measured 0.02 to 0.05, which the floor catches;
 * - 3 operations/s: a stalled server or one that serialises requests behind a lock;
 * - live-heap growth 50% over 30 s: only a leak of half the live heap within the run; a slow leak
 *   shows in the 10-minute soak. (The heap as sampled, without forced collections, rose 72 → 235 MB
 *   in one such 30 s soak: the collector's saw-tooth, which is why the gate reads the live heap.)
 */
const GATES = {
  long: { ratio: 0.6, opsPerSecond: 30, heapGrowth: 0.1 },
  short: { ratio: 0.1, opsPerSecond: 3, heapGrowth: 0.5 },
} as const;
/** The soak's first share is warm-up (caches filling, the JIT settling); thirds are of the rest. */
const SOAK_WARMUP_SHARE = 0.1;
/** How often the soak asks the server for a full collection: 15 times a soak, at most every 2 s. */
const soakCollectionMs = (soakSeconds: number) => Math.max(2, soakSeconds / 15) * 1000;

function seconds(name: string, value: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(value.trim());
  if (!match) throw new Error(`${name} takes seconds or minutes, e.g. 90s or 10m, not "${value}"`);
  const amount = Number(match[1]);
  return match[2] === 'm' ? amount * 60 : amount;
}

function readOptions() {
  // `--soak` alone means the default soak; `--soak=15m` sets its length.
  const argv = process.argv.slice(2).flatMap((arg) => {
    const soak = /^--soak=(.+)$/.exec(arg);
    return soak ? ['--soak', '--soak-duration', soak[1] ?? ''] : [arg];
  });
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      soak: { type: 'boolean', default: false },
      'soak-duration': { type: 'string' },
      connections: { type: 'string' },
      short: { type: 'boolean', default: false },
      tsx: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const isShort = values.short;
  const connections = Number(values.connections ?? 10);
  if (!Number.isInteger(connections) || connections < 1 || connections > 200) {
    throw new Error('--connections must be an integer from 1 to 200');
  }
  const loadSeconds = seconds('--duration', values.duration ?? (isShort ? '20s' : '60s'));
  const soakSeconds =
    values.soak || values['soak-duration']
      ? seconds('--soak', values['soak-duration'] ?? '10m')
      : isShort
        ? 30
        : 0;
  return {
    form: isShort ? ('short' as const) : ('long' as const),
    connections,
    loadSeconds,
    soakSeconds,
    ratioRounds: isShort ? 6 : 30,
    ratioRoundSeconds: 0.5,
    useTsx: values.tsx || !existsSync(path.join(repoRoot, 'apps/server/dist/server.js')),
  };
}

/* ------------------------------------------------------------------ processes */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface TMemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  /** Heap used right after a full collection the benchmark asked for (the live set), else null. */
  live: number | null;
}

async function waitForServer(base: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode})`);
    try {
      const response = await fetch(`${base}/api/version`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${base}/api/version within ${timeoutMs / 1000} s`);
}

function startHello(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'hello' },
    execArgv: process.execArgv.length > 0 ? process.execArgv : ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`hello-world exited early (${code})`)));
    child.on('message', (message: { type: string; port: number }) => {
      if (message.type === 'ready') resolve({ child, port: message.port });
    });
  });
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/* ------------------------------------------------------------------ report */

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const cells of rows) console.log(line(cells));
}

function phaseTable(phase: TPhaseResult) {
  const row = (name: string, stats: TOpStats) => [
    name,
    String(stats.count),
    stats.perSecond.toFixed(1),
    ms(stats.p50),
    ms(stats.p95),
    ms(stats.p99),
    ms(stats.max),
    String(stats.errors),
  ];
  console.log(
    `\n${phase.name === 'load' ? 'Mixed load' : 'Soak'}: ${phase.seconds.toFixed(1)} s, ` +
      `${phase.requests} requests (${(phase.requests / phase.seconds).toFixed(1)} requests/s)\n`,
  );
  table(
    ['Operation', 'count', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
    [
      ...OPERATIONS.map((op) => row(op, phase.ops[op] as TOpStats)),
      row('all operations', phase.overall),
    ],
  );
}

/**
 * First third against last third of the soak after warm-up, by median of the live heap (measured
 * right after the full collections the benchmark asks for; RSS and the heap as sampled are shown
 * beside it). Also ten equal slices of the window, to show the shape.
 */
function memoryTrend(samples: TMemorySample[], from: number, to: number) {
  const window = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const start = from + (to - from) * SOAK_WARMUP_SHARE;
  const steady = window.filter((sample) => sample.at >= start);
  const between = (list: TMemorySample[], begin: number, end: number) =>
    list.filter((sample) => sample.at >= begin && sample.at < end);
  const third = (to - start) / 3;
  const [first, last] = [between(steady, start, start + third), between(steady, to - third, to)];
  const live = (list: TMemorySample[]) =>
    list.flatMap((sample) => (sample.live === null ? [] : [sample.live]));
  const sampled = (list: TMemorySample[]) =>
    list.filter((sample) => sample.live === null).map((sample) => sample.heapUsed);
  const rss = (list: TMemorySample[]) => list.map((sample) => sample.rss);
  const tenth = (to - start) / 10;
  const slices = Array.from({ length: 10 }, (_, index) =>
    between(steady, start + index * tenth, start + (index + 1) * tenth),
  ).map((list) => ({ live: median(live(list)), rss: median(rss(list)) }));
  const [liveFirst, liveLast] = [live(first), live(last)];
  return {
    liveCounts: [liveFirst.length, liveLast.length] as const,
    liveFirst: median(liveFirst),
    liveLast: median(liveLast),
    liveGrowth: median(liveLast) / median(liveFirst) - 1,
    sampledFirst: median(sampled(first)),
    sampledLast: median(sampled(last)),
    rssFirst: median(rss(first)),
    rssLast: median(rss(last)),
    rssMax: Math.max(...rss(window)),
    heapMax: Math.max(...window.map((sample) => sample.heapUsed)),
    slices,
  };
}

/* ------------------------------------------------------------------ main */

async function runBenchmark(): Promise<number> {
  const options = readOptions();
  const gates = GATES[options.form];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-load-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const cpus = os.cpus();
  const failures: string[] = [];

  console.log(
    `Load benchmark (${options.form} form): ${options.connections} connections, ` +
      `${options.loadSeconds} s load${options.soakSeconds ? `, ${options.soakSeconds} s soak` : ''}; ` +
      `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ` +
      `${(os.totalmem() / 1_073_741_824).toFixed(0)} GiB, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log(
    `Server: ${options.useTsx ? 'src/server.ts under tsx' : 'apps/server/dist/server.js'} on ` +
      `${process.env.DATABASE_URL ? 'DATABASE_URL' : `PGlite in ${dataDir}`}` +
      `${process.env.REDIS_URL ? ' with REDIS_URL' : ''}\n`,
  );

  const probe = path.join(here, 'load-memory-probe.mjs');
  // The probe's full collections on request (the live heap in the soak) need gc() exposed.
  const probeArgs = ['--expose-gc', '--import', probe];
  const serverArgs = options.useTsx
    ? [
        '--import',
        import.meta.resolve('tsx'),
        ...probeArgs,
        path.join(repoRoot, 'apps/server/src/server.ts'),
      ]
    : [...probeArgs, path.join(repoRoot, 'apps/server/dist/server.js')];
  const logFd = openSync(logFile, 'a');
  const server = spawn(process.execPath, serverArgs, {
    // Its own folder, so a developer's .env is not read: the benchmark sets what it needs.
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
      APP_URL: base,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      REALTIME_APP_SECRET: randomBytes(24).toString('hex'),
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', logFd, logFd, 'ipc'],
  });
  closeSync(logFd);
  const memory: TMemorySample[] = [];
  server.on('message', (message: { type?: string } & TMemorySample) => {
    if (message.type === 'memory') memory.push(message);
  });
  let isStopping = false;
  let crashed: string | null = null;
  const serverExit = new Promise<number | null>((resolve) => {
    server.once('exit', (code, signal) => {
      if (!isStopping) crashed = `the server exited during the run (${code ?? signal})`;
      resolve(code);
    });
  });

  let hello: { child: ChildProcess; port: number } | null = null;
  let worker: ChildProcess | null = null;
  const phases = new Map<string, number>();
  let result: Extract<TWorkerMessage, { type: 'result' }> | null = null;
  try {
    const started = Date.now();
    // A loaded 2-core machine has taken over two minutes to migrate and seed.
    await waitForServer(base, server, 300_000);
    console.log(
      `Server up after ${((Date.now() - started) / 1000).toFixed(1)} s (migrate, demo seed)`,
    );
    hello = await startHello();

    const plan: TLoadPlan = {
      portal: base,
      hello: `http://127.0.0.1:${hello.port}`,
      connections: options.connections,
      loadSeconds: options.loadSeconds,
      soakSeconds: options.soakSeconds,
      ratioRounds: options.ratioRounds,
      ratioRoundSeconds: options.ratioRoundSeconds,
      password: DEMO_PASSWORD,
    };
    const child = fork(path.join(here, 'load-worker.ts'), [], {
      env: { ...process.env, BENCH_LOAD_PLAN: JSON.stringify(plan) },
      execArgv: process.execArgv.length > 0 ? process.execArgv : ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    worker = child;
    let collecting: NodeJS.Timeout | undefined;
    child.on('message', (message: TWorkerMessage) => {
      if (message.type === 'phase') {
        phases.set(message.name, message.at);
        if (message.name === 'soak') {
          collecting = setInterval(
            () => server.connected && server.send({ type: 'collect' }),
            soakCollectionMs(options.soakSeconds),
          );
        } else clearInterval(collecting);
        console.log(`  ${new Date(message.at).toISOString().slice(11, 19)} ${message.name}`);
      } else result = message;
    });
    const workerCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => {
        clearInterval(collecting);
        resolve(code);
      });
      // A crashed server fails the run at once rather than after the full duration.
      void serverExit.then(() => {
        if (crashed) child.kill('SIGTERM');
      });
    });
    if (workerCode !== 0) failures.push(`the load generator failed (exit ${workerCode})`);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    hello?.child.disconnect();
    if (worker?.exitCode === null) worker.kill('SIGTERM');
    isStopping = true;
    if (server.exitCode === null) server.kill('SIGTERM');
  }
  const exitCode = await serverExit;
  if (crashed) failures.push(crashed);
  else if (exitCode !== 0) failures.push(`the server did not shut down cleanly (exit ${exitCode})`);

  const outcome = result as Extract<TWorkerMessage, { type: 'result' }> | null;
  if (outcome) {
    const { setup, ratio } = outcome;
    console.log(
      `\nSetup: ${setup.bookings} bookings requested with ${setup.supplierLinks} supplier links, ` +
        `${setup.files} files in My Files, ${setup.seconds.toFixed(1)} s`,
    );
    console.log(
      `\nAPI throughput against a bare Fastify hello-world (${options.connections} connections, ` +
        `${options.ratioRounds} interleaved rounds of ${options.ratioRoundSeconds} s each; ` +
        `ratio: median of the rounds' ratios):\n`,
    );
    table(
      ['Target', 'requests/s (mean)', 'ratio', 'lowest–highest round', 'errors'],
      ratio.map((row) => [
        row.target,
        row.perSecond.toFixed(0),
        row.ratio.toFixed(2),
        `${row.ratioRange[0].toFixed(2)}–${row.ratioRange[1].toFixed(2)}`,
        String(row.errors),
      ]),
    );
    for (const row of ratio) {
      if (row.errors > 0) failures.push(`${row.errors} failed requests to ${row.target}`);
      if (row.target === 'hello-world') continue;
      if (!(row.ratio >= gates.ratio)) {
        failures.push(
          `${row.target}: ${row.ratio.toFixed(2)} of hello-world, floor ${gates.ratio}`,
        );
      }
    }
    for (const phase of outcome.phases) {
      phaseTable(phase);
      if (phase.overall.errors > 0) {
        const rate = phase.overall.errors / (phase.overall.count + phase.overall.errors);
        failures.push(
          `${phase.name}: ${phase.overall.errors} failed operations (${(rate * 100).toFixed(2)}%)`,
        );
      }
      if (phase.name === 'load' && !(phase.overall.perSecond >= gates.opsPerSecond)) {
        failures.push(
          `load: ${phase.overall.perSecond.toFixed(1)} operations/s, floor ${gates.opsPerSecond}`,
        );
      }
    }
    if (outcome.errors.length > 0) console.log(`\nFirst errors:\n  ${outcome.errors.join('\n  ')}`);
  } else {
    failures.push('the load generator reported no result');
  }

  const loadFrom = phases.get('load');
  const soakFrom = phases.get('soak');
  const doneAt = phases.get('done');
  if (loadFrom && doneAt && memory.length > 0) {
    const whole = memoryTrend(memory, loadFrom, doneAt);
    console.log(
      `\nServer memory over the mixed load (${memory.length} samples, one a second): ` +
        `RSS max ${mb(whole.rssMax)} MB, heap used max ${mb(whole.heapMax)} MB`,
    );
    if (soakFrom) {
      const soak = memoryTrend(memory, soakFrom, doneAt);
      console.log(
        `Soak (first ${SOAK_WARMUP_SHARE * 100}% as warm-up, a full collection every ` +
          `${soakCollectionMs(options.soakSeconds) / 1000} s), median of the first third → the last ` +
          `third: live heap ${mb(soak.liveFirst)} → ${mb(soak.liveLast)} MB ` +
          `(${(soak.liveGrowth * 100).toFixed(1)}%, limit ${gates.heapGrowth * 100}%); heap as sampled ` +
          `${mb(soak.sampledFirst)} → ${mb(soak.sampledLast)} MB; ` +
          `RSS ${mb(soak.rssFirst)} → ${mb(soak.rssLast)} MB`,
      );
      console.log(
        `  by tenths of the soak, live heap MB: ${soak.slices.map((slice) => (Number.isNaN(slice.live) ? '–' : mb(slice.live))).join(' ')}` +
          `\n  by tenths of the soak, RSS MB:       ${soak.slices.map((slice) => mb(slice.rss)).join(' ')}`,
      );
      if (Math.min(...soak.liveCounts) < 3) {
        failures.push(
          `soak: ${soak.liveCounts.join(' and ')} live-heap measures in the first and last thirds (need 3 each)`,
        );
      } else if (!(soak.liveGrowth <= gates.heapGrowth)) {
        failures.push(
          `soak: live heap grew ${(soak.liveGrowth * 100).toFixed(1)}% (limit ${gates.heapGrowth * 100}%)`,
        );
      }
    }
  } else if (outcome) {
    failures.push('no memory samples from the server');
  }

  if (failures.length > 0) {
    console.log(`\nFAILED:\n  ${failures.join('\n  ')}`);
    console.log(`\nLast lines of the server log (${logFile}):\n${tail(logFile, 30)}`);
  } else {
    console.log(
      `\nPassed: no failed request, no crash; floors (${options.form} form): ratio ≥ ${gates.ratio}, ` +
        `≥ ${gates.opsPerSecond} operations/s${options.soakSeconds ? `, heap growth ≤ ${gates.heapGrowth * 100}%` : ''}.`,
    );
  }
  if (process.env.BENCH_KEEP === '1') console.log(`Kept ${dataDir}`);
  else await rm(dataDir, { recursive: true, force: true });
  return failures.length > 0 ? 1 : 0;
}

if (process.env.BENCH_ROLE === 'hello') {
  await runHello();
} else {
  process.exitCode = await runBenchmark();
}
