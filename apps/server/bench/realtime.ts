/**
 * Live-update delivery benchmark (npm run bench:realtime).
 *
 * 1,000 raw WebSocket clients speaking the Pusher protocol subscribe to the public `portal`
 * channel on loopback; the server publishes one event at a time and every client records when it
 * arrived. Servers run in child processes (the built-in driver, as in production) so the load
 * generator does not share their event loop; t0 is taken when the parent asks a server to
 * publish, so figures include that IPC hop (~0.1 ms).
 *
 * Scenarios: one instance; two instances sharing Redis, publishing on the first, with half of the
 * clients on each. Set BENCH_REDIS_URL (default redis://127.0.0.1:6379); without a reachable
 * Redis the second scenario is skipped. BENCH_CLIENTS and BENCH_ROUNDS change the load.
 *
 * --tiny (what `npm test` runs): 20 clients, 3 broadcasts after 1 warm-up, both scenarios; it only
 * proves the benchmark still runs and prints its table.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { PORTAL_CHANNEL } from '@portal/shared/domain/realtime-channels';
import type { TBuiltinRealtimeConfig } from '../src/modules/realtime/realtime.config';
import { registerRealtime } from '../src/modules/realtime/realtime.routes';

const TINY = process.argv.includes('--tiny');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? (TINY ? 20 : 1000));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (TINY ? 3 : 30));
const WARMUP_ROUNDS = TINY ? 1 : 3;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECT_BATCH = 100;

type TToServer = { type: 'broadcast'; seq: number } | { type: 'close' };
type TFromServer = { type: 'ready'; port: number } | { type: 'closed' };

/* ------------------------------------------------------------------ server (child) */

async function runServer(): Promise<void> {
  const config: TBuiltinRealtimeConfig = {
    driver: 'builtin',
    appKey: process.env.BENCH_APP_KEY ?? 'bench-key',
    appSecret: 'bench-secret-0123456789',
    activityTimeoutSeconds: 120,
    redisUrl: process.env.BENCH_SERVER_REDIS_URL || null,
    redisPrefix: `bench:realtime:${process.env.BENCH_APP_KEY ?? 'bench-key'}:`,
  };
  const app = Fastify({ logger: false });
  const silent = () => {};
  const broadcaster = registerRealtime(app, {
    resolveUser: async () => null,
    config,
    logger: { debug: silent, info: silent, warn: silent, error: console.error },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const send = (message: TFromServer) => process.send?.(message);
  process.on('message', (message: TToServer) => {
    if (message.type === 'broadcast') {
      void broadcaster.broadcast(PORTAL_CHANNEL, 'version.deployed', {
        version: `bench-${message.seq}`,
        deployedAt: new Date().toISOString(),
      });
    } else {
      void app.close().then(() => {
        send({ type: 'closed' });
        process.exit(0);
      });
    }
  });
  send({ type: 'ready', port });
}

/* ------------------------------------------------------------------ load generator (parent) */

interface TServer {
  child: ChildProcess;
  port: number;
}

function startServer(env: Record<string, string>): Promise<TServer> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server', ...env },
    // Under tsx the parent's flags load TypeScript; keep them for the child.
    execArgv: process.execArgv.length > 0 ? process.execArgv : ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    child.on('message', (message: TFromServer) => {
      if (message.type === 'ready') resolve({ child, port: message.port });
    });
  });
}

function stopServer(server: TServer): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.send({ type: 'close' } satisfies TToServer);
  });
}

interface TClient {
  socket: WebSocket;
  group: string;
}

/** Round seq -> t0; every client adds its latency to `samples` of the current round. */
interface TRound {
  seq: number;
  startedAt: number;
  samples: { group: string; ms: number }[];
  done: () => void;
}

let currentRound: TRound | null = null;

function openClient(port: number, appKey: string, group: string): Promise<TClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/realtime/app/${appKey}?protocol=7&client=bench&version=1`,
    );
    socket.on('error', reject);
    socket.on('message', (raw: WebSocket.RawData) => {
      const arrivedAt = performance.now();
      const message = JSON.parse(String(raw)) as { event: string; channel?: string; data?: string };
      if (message.event === 'pusher:connection_established') {
        socket.send(
          JSON.stringify({ event: 'pusher:subscribe', data: { channel: PORTAL_CHANNEL } }),
        );
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        resolve({ socket, group });
      } else if (message.event === 'version.deployed' && currentRound) {
        const { version } = JSON.parse(message.data ?? '{}') as { version?: string };
        if (version !== `bench-${currentRound.seq}`) return;
        currentRound.samples.push({ group, ms: arrivedAt - currentRound.startedAt });
        if (currentRound.samples.length === CLIENTS) currentRound.done();
      }
    });
  });
}

async function openClients(
  targets: { port: number; group: string; count: number }[],
  appKey: string,
) {
  const clients: TClient[] = [];
  for (const target of targets) {
    for (let opened = 0; opened < target.count; opened += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, target.count - opened);
      clients.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => openClient(target.port, appKey, target.group)),
        )),
      );
    }
  }
  return clients;
}

let nextSeq = 0;
function broadcastRound(publisher: TServer): Promise<TRound> {
  return new Promise((resolve, reject) => {
    nextSeq += 1;
    const timer = setTimeout(() => reject(new Error(`round ${nextSeq} incomplete`)), 10_000);
    const round: TRound = {
      seq: nextSeq,
      startedAt: performance.now(),
      samples: [],
      done: () => {
        clearTimeout(timer);
        currentRound = null;
        resolve(round);
      },
    };
    currentRound = round;
    publisher.child.send({ type: 'broadcast', seq: round.seq } satisfies TToServer);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

interface TRow {
  scenario: string;
  clients: number;
  broadcasts: number;
  p50: number;
  p99: number;
  max: number;
  lastClientP50: number;
}

function summarise(scenario: string, rounds: TRound[], group?: string): TRow {
  const latencies = rounds
    .flatMap((round) => round.samples)
    .filter((sample) => group === undefined || sample.group === group)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  const lastPerRound = rounds
    .map((round) =>
      Math.max(
        ...round.samples
          .filter((sample) => group === undefined || sample.group === group)
          .map((sample) => sample.ms),
      ),
    )
    .sort((a, b) => a - b);
  return {
    scenario,
    clients: latencies.length / rounds.length,
    broadcasts: rounds.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    lastClientP50: percentile(lastPerRound, 50),
  };
}

async function measure(publisher: TServer): Promise<TRound[]> {
  for (let warmup = 0; warmup < WARMUP_ROUNDS; warmup += 1) await broadcastRound(publisher);
  const rounds: TRound[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push(await broadcastRound(publisher));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return rounds;
}

async function closeClients(clients: TClient[]) {
  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
}

async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function printTable(rows: TRow[], notes: string[]) {
  const format = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');
  const header = [
    'Scenario',
    'Clients',
    'Broadcasts',
    'p50 ms',
    'p99 ms',
    'max ms',
    'last client p50 ms',
  ];
  const body = rows.map((row) => [
    row.scenario,
    String(row.clients),
    String(row.broadcasts),
    format(row.p50),
    format(row.p99),
    format(row.max),
    format(row.lastClientP50),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const cells of body) console.log(line(cells));
  for (const note of notes) console.log(`\n${note}`);
}

async function runBenchmark(): Promise<void> {
  const cpus = os.cpus();
  console.log(
    `Live-update delivery: ${CLIENTS} Pusher-protocol clients on loopback, ${ROUNDS} broadcasts ` +
      `(after ${WARMUP_ROUNDS} warm-up), Node ${process.version}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}\n`,
  );
  const rows: TRow[] = [];
  const notes: string[] = [];

  {
    const appKey = 'bench-key';
    const server = await startServer({ BENCH_APP_KEY: appKey });
    const clients = await openClients(
      [{ port: server.port, group: 'all', count: CLIENTS }],
      appKey,
    );
    rows.push(summarise('1 instance (built-in hub)', await measure(server)));
    await closeClients(clients);
    await stopServer(server);
  }

  if (await redisReachable(REDIS_URL)) {
    const appKey = `bench-${randomBytes(4).toString('hex')}`;
    const env = { BENCH_APP_KEY: appKey, BENCH_SERVER_REDIS_URL: REDIS_URL };
    const publisher = await startServer(env);
    const other = await startServer(env);
    const half = Math.floor(CLIENTS / 2);
    const clients = await openClients(
      [
        { port: publisher.port, group: 'publisher', count: half },
        { port: other.port, group: 'other', count: CLIENTS - half },
      ],
      appKey,
    );
    const rounds = await measure(publisher);
    rows.push(summarise('2 instances over Redis (all clients)', rounds));
    rows.push(summarise('  clients on the publishing instance', rounds, 'publisher'));
    rows.push(summarise('  clients on the other instance', rounds, 'other'));
    await closeClients(clients);
    await Promise.all([stopServer(publisher), stopServer(other)]);
  } else {
    notes.push(`Redis at ${REDIS_URL} is not reachable: the two-instance scenario was skipped.`);
  }

  notes.push(
    'Latency: from asking a server to publish until a client has the frame. "last client p50" is ' +
      'the median over broadcasts of the time until the last of the clients had it.',
  );
  printTable(rows, notes);
}

if (process.env.BENCH_ROLE === 'server') {
  await runServer();
} else {
  await runBenchmark();
}
