/**
 * The load generator of `npm run bench:load` (started by load.ts in a process of its own, so the
 * client never shares an event loop with the server it measures).
 *
 * Every virtual user is a browser with its own cookies, speaking to the portal the way the web
 * client does (X-Requested-With, the XSRF cookie echoed in X-XSRF-TOKEN) through one undici pool
 * of `connections` keep-alive sockets on loopback. Public pages (the supplier's emailed link, the
 * travel app) are rate limited per address, as they should be; the server runs with
 * TRUST_PROXY=true, like behind the production proxy, and each of those requests carries an
 * X-Forwarded-For address of its own from the IPv6 documentation prefix (2001:db8::/32, never
 * routed), so many suppliers and travellers are simulated and no limit is lifted.
 *
 * Phases, reported to the parent over IPC as they start: setup (sign-ins, bookings whose supplier
 * links are read from the outbox), ratio (GET /api/version, GET /api/get-settings and the bare
 * Fastify hello-world, interleaved in rounds), load, then soak when asked.
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import type { TFileListItem, TFileView } from '@portal/shared/contracts/files';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import {
  median,
  OPERATIONS,
  type TLoadPlan,
  type TOperation,
  type TOpStats,
  type TPhaseResult,
  type TRatioResult,
  type TWorkerMessage,
} from './load-contract';

const plan = JSON.parse(process.env.BENCH_LOAD_PLAN ?? '{}') as TLoadPlan;
const errors: string[] = [];
const MAX_ERROR_MESSAGES = 20;
/** One sign-in per this many rounds of a virtual user (an agent does not sign in per click). */
const SIGN_IN_EVERY = 10;

function send(message: TWorkerMessage) {
  process.send?.(message);
}

function noteError(message: string) {
  if (errors.length < MAX_ERROR_MESSAGES) errors.push(message);
}

let addressCounter = 0;
/** A new client address for each public request (see the header comment). */
function nextAddress(): string {
  addressCounter += 1;
  // Rate limits group IPv6 clients by /64 network, so the counter goes in the network half.
  return `2001:db8:${(addressCounter >>> 16).toString(16)}:${(addressCounter & 0xffff).toString(16)}::1`;
}

interface TResponse {
  status: number;
  text: string;
}

/** A browser: cookies kept, the XHR marker and the XSRF echo sent like the web client. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly pool: Pool,
    private readonly address: () => string | null = () => null,
  ) {}

  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<TResponse> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const address = this.address();
    if (address) headers['x-forwarded-for'] = address;
    const response = await this.pool.request({
      method,
      path,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookie = response.headers['set-cookie'];
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return { status: response.statusCode, text: await response.body.text() };
  }

  /** A request that must answer `expected`; anything else throws with what came back. */
  async expect(method: 'GET' | 'POST', path: string, expected: number, body?: unknown) {
    const response = await this.request(method, path, body);
    if (response.status !== expected) {
      throw new Error(`${method} ${path}: HTTP ${response.status} ${response.text.slice(0, 300)}`);
    }
    return response;
  }

  async signIn(area: 'agent' | 'admin', username: string) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.expect('GET', '/api/auth/me', 200);
    await this.expect('POST', '/api/auth/login', 200, {
      area,
      username,
      password: plan.password,
    });
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

class Recorder {
  private readonly samples = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  requests = 0;

  add(op: string, ms: number) {
    let list = this.samples.get(op);
    if (!list) {
      list = [];
      this.samples.set(op, list);
    }
    list.push(ms);
  }

  fail(op: string) {
    this.failures.set(op, (this.failures.get(op) ?? 0) + 1);
  }

  stats(seconds: number): { ops: Record<string, TOpStats>; overall: TOpStats } {
    const summarise = (values: number[], failed: number): TOpStats => {
      const sorted = Float64Array.from(values).sort();
      return {
        count: sorted.length,
        errors: failed,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? Number.NaN,
        perSecond: sorted.length / seconds,
      };
    };
    const ops: Record<string, TOpStats> = {};
    for (const op of OPERATIONS) {
      ops[op] = summarise(this.samples.get(op) ?? [], this.failures.get(op) ?? 0);
    }
    const all = [...this.samples.values()].flat();
    const failed = [...this.failures.values()].reduce((sum, value) => sum + value, 0);
    return { ops, overall: summarise(all, failed) };
  }
}

interface TVirtualUser {
  index: number;
  agent: Browser;
  username: string;
  supplier: Browser;
  traveller: Browser;
  links: { token: string; requestId: number }[];
}

interface TWorld {
  users: TVirtualUser[];
  packageIds: number[];
  references: string[];
  travelTokens: string[];
}

function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const SERVICE_LINK = /\/supplier\/service\/([A-Za-z0-9_-]{20,100})/g;

/** Sign-ins, one booking per virtual user (its supplier links from the outbox), the demo files. */
async function setUp(pool: Pool): Promise<TWorld> {
  const admin = new Browser(pool);
  await admin.signIn('admin', 'admin');
  const agentNames = ['nz.agent', 'nz.agencyadmin'];
  const users: TVirtualUser[] = [];
  for (let index = 0; index < plan.connections; index += 1) {
    const agent = new Browser(pool);
    const username = agentNames[index % agentNames.length] ?? 'nz.agent';
    await agent.signIn('agent', username);
    users.push({
      index,
      agent,
      username,
      supplier: new Browser(pool, nextAddress),
      traveller: new Browser(pool, nextAddress),
      links: [],
    });
  }
  const first = users[0];
  if (!first) throw new Error('At least one connection is needed');

  const packages = JSON.parse(
    (await first.agent.expect('GET', '/api/app/packages?per_page=100', 200)).text,
  ) as TPaginated<{ id: number; code: string }>;
  const packageIds = packages.data.filter((pkg) => pkg.code.startsWith('NZ-')).map((p) => p.id);
  const explorer = packages.data.find((pkg) => pkg.code === 'NZ-NIE-7');
  if (!explorer || packageIds.length === 0) throw new Error('The demo catalogue is missing');

  // Each virtual user answers only its own booking's requests, so no two answers race.
  const bookingOf = new Map<string, TVirtualUser>();
  for (const user of users) {
    const created = await user.agent.expect('POST', '/api/app/files', 201, {
      packageId: explorer.id,
      travelDate: daysFromToday(60 + (user.index % 60)),
      accommodationClass: 'superior',
      rooms: [
        {
          roomType: 'DB',
          adults: 2,
          guests: [
            { title: 'Mr', fullName: `Load Traveller ${user.index}` },
            { title: 'Mrs', fullName: `Load Partner ${user.index}` },
          ],
        },
      ],
      bookingName: `Load test ${user.index}`,
      yourReference: `LOAD-${user.index}`,
    });
    const quote = JSON.parse(created.text) as TFileView;
    await user.agent.expect('POST', `/api/app/files/${quote.reference}/request-booking`, 200, {});
    bookingOf.set(quote.reference, user);
  }
  for (let page = 1; page <= 20; page += 1) {
    const outbox = JSON.parse(
      (await admin.expect('GET', `/api/admin/outbox?per_page=100&page=${page}`, 200)).text,
    ) as TPaginated<TOutboxMessage>;
    for (const mail of outbox.data) {
      const reference = [...bookingOf.keys()].find((ref) => mail.subject.includes(ref));
      const user = reference ? bookingOf.get(reference) : undefined;
      if (!user) continue;
      for (const match of mail.text.matchAll(SERVICE_LINK)) {
        const token = match[1] ?? '';
        if (user.links.some((link) => link.token === token)) continue;
        const view = JSON.parse(
          (await user.supplier.expect('GET', `/api/supplier-links/${token}`, 200)).text,
        ) as { id: number; kind: string };
        // A booking notice (instant confirmation) is confirmed already: the load answers requests.
        if (view.kind === 'notice') continue;
        user.links.push({ token, requestId: view.id });
      }
    }
    if (outbox.data.length < 100) break;
  }
  const missing = users.filter((user) => user.links.length === 0);
  if (missing.length > 0) throw new Error(`${missing.length} bookings have no supplier link`);

  const traveller = new Browser(pool, nextAddress);
  const travelTokens: string[] = [];
  for (const reference of ['NZ-100001', 'NZ-100002']) {
    const found = await traveller.expect('GET', `/api/find-itinerary/${reference}`, 200);
    travelTokens.push((JSON.parse(found.text) as { id: string }).id);
  }

  const list = JSON.parse(
    (await first.agent.expect('GET', '/api/app/files?per_page=50', 200)).text,
  ) as TPaginated<TFileListItem>;
  const references = list.data.map((file) => file.reference);
  if (references.length === 0) throw new Error('My Files is empty');
  return { users, packageIds, references, travelTokens };
}

/** Closed loop: `loops` callers, each sending its next request as soon as the last answered. */
async function measureThroughput(
  pool: Pool,
  path: string,
  headers: Record<string, string>,
  loops: number,
  seconds: number,
): Promise<{ perSecond: number; errors: number }> {
  const started = performance.now();
  const until = started + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < until) {
        try {
          const response = await pool.request({ method: 'GET', path, headers });
          await response.body.dump();
          if (response.statusCode === 200) done += 1;
          else {
            failed += 1;
            noteError(`ratio GET ${path}: HTTP ${response.statusCode}`);
          }
        } catch (error) {
          failed += 1;
          noteError(`ratio GET ${path}: ${String(error)}`);
        }
      }
    }),
  );
  // The requests in flight at the deadline are counted, so is the time they took.
  return { perSecond: done / ((performance.now() - started) / 1000), errors: failed };
}

/**
 * The portal's cheapest API reads against a bare Fastify hello-world on the same machine. A shared
 * machine's speed changes by a factor of three within seconds (other jobs on the same cores), so
 * the three are measured in many short interleaved rounds, the order turning each round, and each
 * portal figure is divided by the hello-world's of the same round: the ratio is the median of
 * those per-round ratios, which a slow patch of a few rounds cannot move. The portal is asked as a
 * browser that already has its XSRF cookie.
 */
async function measureRatio(portalPool: Pool, helloPool: Pool): Promise<TRatioResult[]> {
  const anonymous = new Browser(portalPool);
  await anonymous.expect('GET', '/api/version', 200);
  const cookie = [...anonymous.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const portalHeaders = { 'x-requested-with': 'XMLHttpRequest', cookie };
  const targets = [
    { target: 'hello-world', pool: helloPool, path: '/', headers: {} },
    { target: 'GET /api/version', pool: portalPool, path: '/api/version', headers: portalHeaders },
    {
      target: 'GET /api/get-settings',
      pool: portalPool,
      path: '/api/get-settings',
      headers: portalHeaders,
    },
  ];
  // A short warm-up of each, so the JIT has seen every path before the first measured round.
  for (const target of targets) {
    await measureThroughput(target.pool, target.path, target.headers, plan.connections, 1);
  }
  const rounds = new Map(targets.map((target) => [target.target, [] as number[]]));
  const failed = new Map(targets.map((target) => [target.target, 0]));
  for (let round = 0; round < plan.ratioRounds; round += 1) {
    for (let turn = 0; turn < targets.length; turn += 1) {
      const target = targets[(round + turn) % targets.length];
      if (!target) continue;
      const result = await measureThroughput(
        target.pool,
        target.path,
        target.headers,
        plan.connections,
        plan.ratioRoundSeconds,
      );
      rounds.get(target.target)?.push(result.perSecond);
      failed.set(target.target, (failed.get(target.target) ?? 0) + result.errors);
    }
  }
  const hello = rounds.get('hello-world') ?? [];
  return targets.map(({ target }) => {
    const values = rounds.get(target) ?? [];
    const ratios = values.map((value, round) => value / (hello[round] ?? Number.NaN));
    return {
      target,
      rounds: values,
      perSecond: values.reduce((sum, value) => sum + value, 0) / values.length,
      ratio: median(ratios),
      ratioRange: [Math.min(...ratios), Math.max(...ratios)],
      errors: failed.get(target) ?? 0,
    };
  });
}

const ROOM_PLANS = [
  [{ roomType: 'DB', adults: 2 }],
  [{ roomType: 'TW', adults: 2 }],
  [{ roomType: 'SG', adults: 1 }],
  [
    { roomType: 'DB', adults: 2 },
    { roomType: 'TW', adults: 2, children: 1 },
  ],
] as const;
const CLASSES = ['standard', 'superior', 'deluxe'] as const;

/** One round of a virtual user: what an agent, a supplier and a traveller do in a few minutes. */
async function runRound(world: TWorld, user: TVirtualUser, round: number, recorder: Recorder) {
  const step = async (op: TOperation, work: () => Promise<number>) => {
    const started = performance.now();
    try {
      const requests = await work();
      recorder.add(op, performance.now() - started);
      recorder.requests += requests;
    } catch (error) {
      recorder.fail(op);
      noteError(`${op}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const pick = <T>(items: readonly T[], salt: number): T =>
    items[(user.index * 7 + round * 13 + salt) % items.length] as T;

  if ((round + user.index) % SIGN_IN_EVERY === 0) {
    await step('sign-in', async () => {
      await user.agent.signIn('agent', user.username);
      return 1;
    });
  }
  await step('my-files', async () => {
    await user.agent.expect('GET', `/api/app/files?page=${1 + (round % 3)}`, 200);
    return 1;
  });
  await step('pricing', async () => {
    await user.agent.expect('POST', '/api/quotes/price', 200, {
      packageId: pick(world.packageIds, 1),
      travelDate: daysFromToday(30 + ((user.index * 11 + round * 3) % 150)),
      accommodationClass: pick(CLASSES, 2),
      rooms: pick(ROOM_PLANS, 3),
    });
    return 1;
  });
  await step('view-file', async () => {
    await user.agent.expect('GET', `/api/app/files/${pick(world.references, 4)}`, 200);
    return 1;
  });
  await step('supplier-confirm', async () => {
    const link = pick(user.links, 5);
    await user.supplier.expect('GET', `/api/supplier-links/${link.token}`, 200);
    // The same answer again is accepted as it was, so every round after the first is a repeat.
    await user.supplier.expect('POST', `/api/supplier-links/${link.token}/answer`, 200, {
      answer: 'confirm',
      confirmation: `LOAD${link.requestId}`,
    });
    return 2;
  });
  await step('travel-app', async () => {
    await user.traveller.expect('GET', `/api/travel-app/${pick(world.travelTokens, 6)}`, 200);
    return 1;
  });
}

async function runMixed(
  name: 'load' | 'soak',
  world: TWorld,
  seconds: number,
  rounds: number[],
): Promise<TPhaseResult> {
  const recorder = new Recorder();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    world.users.map(async (user) => {
      while (performance.now() < until) {
        await runRound(world, user, rounds[user.index] ?? 0, recorder);
        rounds[user.index] = (rounds[user.index] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { name, seconds: elapsed, requests: recorder.requests, ...recorder.stats(elapsed) };
}

async function main() {
  const portalPool = new Pool(plan.portal, { connections: plan.connections, pipelining: 1 });
  const helloPool = new Pool(plan.hello, { connections: plan.connections, pipelining: 1 });
  const setupStarted = performance.now();
  send({ type: 'phase', name: 'setup', at: Date.now() });
  const world = await setUp(portalPool);
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  send({ type: 'phase', name: 'ratio', at: Date.now() });
  const ratio = await measureRatio(portalPool, helloPool);
  await helloPool.close();

  const rounds = world.users.map(() => 0);
  const phases: TPhaseResult[] = [];
  send({ type: 'phase', name: 'load', at: Date.now() });
  phases.push(await runMixed('load', world, plan.loadSeconds, rounds));
  if (plan.soakSeconds > 0) {
    send({ type: 'phase', name: 'soak', at: Date.now() });
    phases.push(await runMixed('soak', world, plan.soakSeconds, rounds));
  }
  send({ type: 'phase', name: 'done', at: Date.now() });
  await portalPool.close();
  send({
    type: 'result',
    setup: {
      bookings: world.users.length,
      supplierLinks: world.users.reduce((sum, user) => sum + user.links.length, 0),
      files: world.references.length,
      seconds: setupSeconds,
    },
    ratio,
    phases,
    errors,
  });
}

main()
  .then(() => process.disconnect?.())
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
    process.disconnect?.();
  });
