import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import { wrapPool } from '../src/db/client';
import { agencies } from '../src/db/schema/agencies';
import { users } from '../src/db/schema/users';
import { assignRoles } from '../src/db/seed';
import { createPasswordHasher } from '../src/lib/passwords';
import { JOB_DEFINITIONS } from '../src/job-registry';
import { queueNameFor } from '../src/modules/jobs/pg-boss-scheduler';
import { ProtocolClient, eventually } from '../src/modules/realtime/realtime.test-support';
import { createDatabaseClone } from './test-database';

/**
 * Scale-out (issue 11): three server processes, started as in production (src/server.ts), on one
 * PostgreSQL database and one Redis, behind a round-robin proxy written here with node:http. Runs
 * in the PostgreSQL pass of .ci/run; without PostgreSQL and Redis there is nothing to share.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const INSTANCES = 3;
const PASSWORD = 'Scale-out-2026';
const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface TInstance {
  index: number;
  port: number;
  child: ChildProcess;
  /** Its JSON log lines, as written to stdout. */
  logs: Record<string, unknown>[];
}

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

/** Round robin over the instances; says in X-Upstream which one answered. */
function startProxy(ports: number[]): Promise<{ server: http.Server; port: number }> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next % ports.length;
    next += 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-upstream': String(index),
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

/** A browser: keeps cookies, sends the XHR marker and echoes the XSRF cookie like the web client. */
class Browser {
  readonly cookies = new Map<string, string>();

  async request(base: string, method: string, url: string, body?: unknown) {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    let payload: string | undefined;
    if (body instanceof URLSearchParams) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = body.toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    return {
      status: response.status,
      upstream: response.headers.get('x-upstream'),
      json: <T>() => JSON.parse(text) as T,
      text,
    };
  }
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'three instances on one PostgreSQL and one Redis (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    const instances: TInstance[] = [];
    let proxy: { server: http.Server; port: number } | null = null;
    let proxyBase = '';
    let clone: { url: string; drop(): Promise<void> } | null = null;
    let dataDir = '';
    const suffix = randomBytes(3).toString('hex');
    /** `locked` is only for the sign-in limit, which locks it on purpose. */
    const usernames = {
      admin: `scale.admin.${suffix}`,
      agent: `scale.agent.${suffix}`,
      locked: `scale.locked.${suffix}`,
    };

    beforeAll(async () => {
      const template = inject('testDatabase');
      if (template.kind !== 'postgres')
        throw new Error('TEST_DATABASE_URL is set: expected PostgreSQL');
      clone = await createDatabaseClone(template);

      // The accounts, written before any instance starts (the demo seed is not needed).
      const handle = wrapPool(new pg.Pool({ connectionString: clone.url, max: 1 }));
      const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
      const passwordHash = await hasher.hash(PASSWORD);
      const [agency] = await handle.db
        .insert(agencies)
        .values({ name: 'Scale-out Travel', brandId: 1 })
        .returning();
      const [admin] = await handle.db
        .insert(users)
        .values({
          kind: 'admin',
          username: usernames.admin,
          name: 'Scale Admin',
          email: `${usernames.admin}@portal.test`,
          passwordHash,
        })
        .returning();
      const [agent] = await handle.db
        .insert(users)
        .values({
          kind: 'agent',
          username: usernames.agent,
          name: 'Scale Agent',
          email: `${usernames.agent}@portal.test`,
          passwordHash,
          agencyId: agency?.id ?? null,
        })
        .returning();
      const [locked] = await handle.db
        .insert(users)
        .values({
          kind: 'agent',
          username: usernames.locked,
          name: 'Scale Locked',
          email: `${usernames.locked}@portal.test`,
          passwordHash,
          agencyId: agency?.id ?? null,
        })
        .returning();
      if (!admin || !agent || !locked) throw new Error('Could not create the accounts');
      await assignRoles(handle.db, admin.id, ['super-admin']);
      await assignRoles(handle.db, agent.id, ['agent']);
      await assignRoles(handle.db, locked.id, ['agent']);
      await handle.close();

      dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-scale-out-'));
      const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
      proxy = await startProxy(ports);
      proxyBase = `http://127.0.0.1:${proxy.port}`;
      // What every instance shares: the database, Redis (one prefix), the secrets, the app key.
      const shared = {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: clone.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `scale-${randomBytes(4).toString('hex')}:`,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        REALTIME_APP_KEY: 'scale-out',
        REALTIME_APP_SECRET: randomBytes(24).toString('hex'),
        APP_URL: proxyBase,
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        JOBS_ENABLED: 'true',
        LOG_LEVEL: 'debug',
        WEB_DIST: path.join(dataDir, 'no-web-build'),
      };
      for (const [index, port] of ports.entries()) {
        const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
          // Not the repository root, so a developer's .env is not read.
          cwd: dataDir,
          env: { ...shared, PORT: String(port), DATA_DIR: path.join(dataDir, `data-${index}`) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const instance: TInstance = { index, port, child, logs: [] };
        for (const stream of [child.stdout, child.stderr]) {
          if (!stream) continue;
          createInterface({ input: stream }).on('line', (line) => {
            try {
              instance.logs.push(JSON.parse(line) as Record<string, unknown>);
            } catch {
              instance.logs.push({ msg: line });
            }
          });
        }
        instances.push(instance);
      }
      await Promise.all(
        instances.map(async (instance) => {
          const deadline = Date.now() + 150_000;
          for (;;) {
            if (instance.child.exitCode !== null) {
              throw new Error(
                `Instance ${instance.index} exited: ${JSON.stringify(instance.logs.slice(-5))}`,
              );
            }
            try {
              const response = await fetch(`http://127.0.0.1:${instance.port}/api/version`);
              if (response.ok) return;
            } catch {
              // Not listening yet.
            }
            if (Date.now() > deadline) throw new Error(`Instance ${instance.index} did not start`);
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }),
      );
    }, 180_000);

    afterAll(async () => {
      await Promise.all(
        instances.map(
          (instance) =>
            new Promise<void>((resolve) => {
              if (instance.child.exitCode !== null) return resolve();
              const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
              instance.child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              instance.child.kill('SIGTERM');
            }),
        ),
      );
      await new Promise<void>((resolve) =>
        proxy ? proxy.server.close(() => resolve()) : resolve(),
      );
      await clone?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }, 60_000);

    async function signIn(area: 'admin' | 'agent', username: string) {
      const browser = new Browser();
      await browser.request(proxyBase, 'GET', '/api/auth/me');
      const login = await browser.request(proxyBase, 'POST', '/api/auth/login', {
        area,
        username,
        password: PASSWORD,
      });
      expect(login.status, login.text).toBe(200);
      return { browser, upstream: login.upstream };
    }

    it('keeps a session made on one instance signed in on the others', async () => {
      const { browser, upstream } = await signIn('agent', usernames.agent);
      const answeredBy = new Set<string>();
      for (let i = 0; i < INSTANCES * 2; i += 1) {
        const me = await browser.request(proxyBase, 'GET', '/api/auth/me');
        expect(me.status).toBe(200);
        expect(me.json<{ user: { username: string } | null }>().user?.username).toBe(
          usernames.agent,
        );
        if (me.upstream) answeredBy.add(me.upstream);
      }
      expect(answeredBy.size).toBe(INSTANCES);
      expect(upstream).not.toBeNull();
      // And a change of state: signing out on one instance ends the session on every one.
      const out = await browser.request(proxyBase, 'POST', '/api/auth/logout');
      expect(out.status, out.text).toBe(200);
      for (const instance of instances) {
        const me = await browser.request(
          `http://127.0.0.1:${instance.port}`,
          'GET',
          '/api/auth/me',
        );
        expect(me.json<{ user: unknown }>().user).toBeNull();
      }
    });

    it('counts failed sign-ins against the limit across instances', async () => {
      const browser = new Browser();
      await browser.request(proxyBase, 'GET', '/api/auth/me');
      const answeredBy = new Set<string>();
      // LOGIN_MAX_ATTEMPTS is 5: five failures spread over the three instances (2, 2 and 1).
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const failed = await browser.request(proxyBase, 'POST', '/api/auth/login', {
          area: 'agent',
          username: usernames.locked,
          password: 'not-the-password',
        });
        expect(failed.status, failed.text).toBe(422);
        if (failed.upstream) answeredBy.add(failed.upstream);
      }
      expect(answeredBy.size).toBe(INSTANCES);
      // No instance saw more than two, yet every one refuses now, the right password too.
      for (const instance of instances) {
        const refused = await browser.request(
          `http://127.0.0.1:${instance.port}`,
          'POST',
          '/api/auth/login',
          { area: 'agent', username: usernames.locked, password: PASSWORD },
        );
        expect(refused.status, refused.text).toBe(429);
      }
    });

    it('delivers a live event published on one instance to a subscriber on another', async () => {
      const [publisher, subscriberHost] = instances;
      if (!publisher || !subscriberHost) throw new Error('two instances needed');
      const { browser } = await signIn('admin', usernames.admin);
      const subscriberBase = `http://127.0.0.1:${subscriberHost.port}`;
      const socket = await ProtocolClient.open(
        `ws://127.0.0.1:${subscriberHost.port}/realtime/app/scale-out?protocol=7&client=test&version=1`,
      );
      try {
        // A private channel: authorised on the subscriber's instance with the shared session.
        const auth = await browser.request(
          subscriberBase,
          'POST',
          '/broadcasting/auth',
          new URLSearchParams({ socket_id: socket.socketId, channel_name: BACKOFFICE_CHANNEL }),
        );
        expect(auth.status, auth.text).toBe(200);
        socket.subscribe(BACKOFFICE_CHANNEL, auth.json<{ auth: string }>().auth);
        await socket.next('pusher_internal:subscription_succeeded', BACKOFFICE_CHANNEL);

        const message = `Scale-out check ${randomBytes(3).toString('hex')}`;
        const published = await browser.request(
          `http://127.0.0.1:${publisher.port}`,
          'POST',
          '/api/admin/notices',
          { message, audience: 'backoffice' },
        );
        expect(published.status, published.text).toBe(201);
        const event = await socket.next('notice.published', BACKOFFICE_CHANNEL, 10_000);
        expect(event.data).toMatchObject({ message, audience: 'backoffice' });
      } finally {
        await socket.close();
      }
    });

    it('runs each scheduled job once per period, on one instance of the three', async () => {
      const runsOf = (job: string) =>
        instances.flatMap((instance) =>
          instance.logs
            .filter((entry) => entry.msg === 'Scheduled job ran' && entry.job === job)
            .map(() => instance.index),
        );
      // Every instance offered every job at start; each period's job is fetched by one of them.
      await eventually(() => {
        for (const job of JOB_DEFINITIONS) expect(runsOf(job.name).length).toBeGreaterThan(0);
      }, 60_000);
      // Two polling intervals more, for a second run to show up if one were coming.
      await new Promise((resolve) => setTimeout(resolve, 5_000));

      const admin = new pg.Client({ connectionString: clone?.url });
      await admin.connect();
      try {
        for (const job of JOB_DEFINITIONS) {
          const { rows } = await admin.query<{ period: string; jobs: number; completed: number }>(
            `select singleton_on::text as period, count(*)::int as jobs,
                    count(*) filter (where state = 'completed')::int as completed
               from pgboss.job where name = $1 group by singleton_on`,
            [queueNameFor(job.name)],
          );
          // One job row per period, and as many runs in the logs, across all three instances,
          // as rows completed: no instance ran a job that another had already run.
          for (const row of rows) expect(row.jobs, job.name).toBe(1);
          const completed = rows.reduce((sum, row) => sum + row.completed, 0);
          expect(completed, job.name).toBeGreaterThan(0);
          expect(runsOf(job.name), job.name).toHaveLength(completed);
        }
      } finally {
        await admin.end();
      }
    }, 90_000);
  },
);
