import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type TDatabaseHandle } from '../src/db/client';
import { selectRows } from '../src/db/database';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/lib/dependency-errors';
import { TestClient, testConfig, TEST_PASSWORD } from './build-test-app';
import { buildAgent } from './factories';
import { startTcpProxy, type TTcpProxy } from './tcp-proxy';
import { openTestDatabase } from './test-database';

/**
 * PostgreSQL and Redis going away under a running app and coming back. The app talks to its
 * dependency through a TCP proxy the test cuts and restores. These need a real server to stand
 * behind the proxy, so they run on the PostgreSQL pass (TEST_DATABASE_URL, TEST_REDIS_URL);
 * the embedded PGlite has no connection to cut. The error mapping itself is covered on both
 * passes by src/lib/dependency-errors.test.ts.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Polls until `check` passes; the pool and the Redis client reconnect on their own schedule. */
async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function expectUnavailable(browser: TestClient, url: string): Promise<void> {
  // A request that hung instead would run into the test's time-out.
  const response = await browser.get(url);
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toMatchObject({ message: SERVICE_UNAVAILABLE_MESSAGE });
  expect(response.headers['retry-after']).toBeDefined();
}

async function signInThrough(app: FastifyInstance, username: string): Promise<TestClient> {
  const browser = new TestClient(app);
  const response = await browser.post('/api/auth/login', {
    area: 'agent',
    username,
    password: TEST_PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

describe.skipIf(!databaseUrl)('PostgreSQL going away (needs TEST_DATABASE_URL)', () => {
  let direct: TDatabaseHandle;
  let proxy: TTcpProxy;
  let proxied: TDatabaseHandle;
  let app: FastifyInstance;
  let username: string;

  beforeAll(async () => {
    direct = await openTestDatabase();
    const [row] = await selectRows<{ name: string }>(
      direct.db,
      sql`select current_database() as name`,
    );
    const target = new URL(databaseUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(databaseUrl ?? '');
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${row?.name ?? ''}`;
    // The production pool (openDatabase), so its time-outs and reconnects are what is tested.
    proxied = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: '' });
    app = await buildApp({
      config: testConfig(),
      db: proxied.db,
      mailTransport: null,
      logger: false,
    });
    await app.ready();
    const agent = await buildAgent({ db: direct.db, app });
    username = agent.username;
  });
  afterAll(async () => {
    await app.close();
    await proxied.close().catch(() => undefined);
    await proxy.close();
    await direct.close();
  });

  it('answers 503 while the database is unreachable and recovers when it returns', async () => {
    const browser = await signInThrough(app, username);
    expect((await browser.get('/api/app/files')).statusCode).toBe(200);

    await proxy.cut();
    await expectUnavailable(browser, '/api/app/files');
    await expectUnavailable(browser, '/api/auth/me');
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: 'down' } });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.restore();
    await eventually(async () => {
      expect((await browser.get('/api/app/files')).statusCode).toBe(200);
    });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('survives several outages in a row without leaking broken connections', async () => {
    const browser = await signInThrough(app, username);
    for (let round = 0; round < 3; round += 1) {
      await proxy.cut();
      await expectUnavailable(browser, '/api/app/files');
      await proxy.restore();
      await eventually(async () => {
        expect((await browser.get('/api/app/files')).statusCode).toBe(200);
      });
    }
  });
});

describe.skipIf(!databaseUrl || !redisUrl)(
  'Redis going away (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let database: TDatabaseHandle;
    let proxy: TTcpProxy;
    let app: FastifyInstance;
    let username: string;

    beforeAll(async () => {
      database = await openTestDatabase();
      const target = new URL(redisUrl ?? '');
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      const viaProxy = new URL(redisUrl ?? '');
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      // The app opens its own Redis client from REDIS_URL, as in production: sessions live there.
      app = await buildApp({
        config: testConfig({
          REDIS_URL: viaProxy.toString(),
          REDIS_PREFIX: `portal-outage:${randomBytes(4).toString('hex')}:`,
        }),
        db: database.db,
        mailTransport: null,
        logger: false,
      });
      await app.ready();
      const agent = await buildAgent({ db: database.db, app });
      username = agent.username;
    });
    afterAll(async () => {
      await app.close();
      await proxy.close();
      await database.close();
    });

    it('answers 503 while Redis is unreachable and keeps the session when it returns', async () => {
      const browser = await signInThrough(app, username);
      expect((await browser.get('/api/app/files')).statusCode).toBe(200);

      await proxy.cut();
      await expectUnavailable(browser, '/api/app/files');
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { database: 'up', redis: 'down' } });

      await proxy.restore();
      // The same browser is still signed in: the session was kept in Redis, not lost.
      await eventually(async () => {
        expect((await browser.get('/api/app/files')).statusCode).toBe(200);
      });
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    });
  },
);
