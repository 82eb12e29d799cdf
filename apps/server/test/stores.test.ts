import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLoginLimiter, type TLoginLimiter } from '../src/modules/auth/login-limiter';
import { createRedisLoginLimiter } from '../src/modules/auth/login-limiter.redis';
import type { TSessionRecord, TSessionStore } from '../src/modules/auth/session-store';
import { createDatabaseSessionStore } from '../src/modules/auth/session-store.database';
import { createRedisSessionStore } from '../src/modules/auth/session-store.redis';
import { sessions } from '../src/db/schema/sessions';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { buildTestApp, HOUR, MINUTE, type TTestApp } from './build-test-app';
import { buildAgent } from './factories';

/**
 * The Redis adapters run when TEST_REDIS_URL is set (CI sets it; this machine has Redis on
 * 127.0.0.1:6379). Each run uses its own key prefix so parallel runs never collide.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `portal-test:${randomBytes(4).toString('hex')}:`;

let t: TTestApp;
let redis: Redis | null = null;
beforeAll(async () => {
  t = await buildTestApp();
  if (redisUrl) redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  await t.close();
});

function sessionContract(name: string, makeStore: () => TSessionStore) {
  describe(`${name} session store`, () => {
    const record = async (overrides: Partial<TSessionRecord> = {}): Promise<TSessionRecord> => {
      const agent = await buildAgent(t);
      const now = t.clock.now();
      return {
        id: randomBytes(32).toString('hex'),
        userId: agent.id,
        csrfToken: randomBytes(16).toString('hex'),
        userAgent: 'Mozilla/5.0',
        ip: '203.0.113.9',
        expiresAt: new Date(now.getTime() + 12 * HOUR),
        createdAt: now,
        lastSeenAt: now,
        ...overrides,
      };
    };

    it('stores, finds and destroys a session', async () => {
      const store = makeStore();
      const session = await record();
      await store.create(session);
      expect(await store.find(session.id)).toEqual(session);
      await store.destroy(session.id);
      expect(await store.find(session.id)).toBeNull();
      expect(await store.find('unknown')).toBeNull();
    });

    it('touches a session: new last-seen time and expiry', async () => {
      const store = makeStore();
      const session = await record();
      await store.create(session);
      const lastSeenAt = new Date(session.createdAt.getTime() + 5 * MINUTE);
      const expiresAt = new Date(lastSeenAt.getTime() + 12 * HOUR);
      await store.touch(session.id, lastSeenAt, expiresAt);
      expect(await store.find(session.id)).toMatchObject({ lastSeenAt, expiresAt });
    });

    it('destroys every session of a user, optionally keeping one', async () => {
      const store = makeStore();
      const first = await record();
      const second = await record({ userId: first.userId });
      const third = await record({ userId: first.userId });
      const someoneElse = await record();
      for (const session of [first, second, third, someoneElse]) await store.create(session);

      await store.destroyAllForUser(first.userId, second.id);
      expect(await store.find(first.id)).toBeNull();
      expect(await store.find(third.id)).toBeNull();
      expect(await store.find(second.id)).not.toBeNull();
      expect(await store.find(someoneElse.id)).not.toBeNull();

      await store.destroyAllForUser(first.userId);
      expect(await store.find(second.id)).toBeNull();
    });
  });
}

function limiterContract(name: string, makeLimiter: () => TLoginLimiter) {
  describe(`${name} login limiter`, () => {
    it('blocks an account at its limit and tells how long to wait', async () => {
      const limiter = makeLimiter();
      const account = `agent.${randomBytes(3).toString('hex')}`;
      for (let i = 0; i < 2; i += 1) {
        expect(await limiter.retryAfterSeconds(account, `192.0.2.${i}`)).toBe(0);
        await limiter.recordFailure(account, `192.0.2.${i}`);
      }
      const wait = await limiter.retryAfterSeconds(account, '192.0.2.99');
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      await limiter.clearAccount(account);
      expect(await limiter.retryAfterSeconds(account, '192.0.2.99')).toBe(0);
    });

    it('blocks an address at its limit whatever the account', async () => {
      const limiter = makeLimiter();
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 3; i += 1)
        await limiter.recordFailure(`probe.${randomBytes(3).toString('hex')}`, ip);
      expect(await limiter.retryAfterSeconds('fresh.account', ip)).toBeGreaterThan(0);
      expect(await limiter.retryAfterSeconds('fresh.account', '198.51.100.251')).toBe(0);
    });
  });
}

const limits = { maxAttempts: 2, maxAttemptsPerIp: 3, windowMinutes: 15 };

sessionContract('database', () => createDatabaseSessionStore(t.db));
limiterContract('memory', () => createMemoryLoginLimiter(limits, t.clock));

describe.runIf(redisUrl)('with Redis (TEST_REDIS_URL)', () => {
  const client = () => {
    if (!redis) throw new Error('TEST_REDIS_URL is set but Redis is not connected');
    return redis;
  };
  sessionContract('Redis', () => createRedisSessionStore(client(), { prefix, clock: t.clock }));
  limiterContract('Redis', () =>
    createRedisLoginLimiter(client(), limits, {
      prefix: `${prefix}${randomBytes(2).toString('hex')}:`,
    }),
  );

  it('keeps sessions in Redis, not the database, when the app runs with Redis', async () => {
    const app = await buildTestApp({
      redis: client(),
      config: { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: `${prefix}app:`, LOGIN_MAX_ATTEMPTS: '2' },
    });
    try {
      const agent = await buildAgent(app);
      const browser = await app.signIn(agent.username, 'agent');
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
      expect(await app.db.select().from(sessions)).toEqual([]);
      expect(await client().keys(`${prefix}app:session:*`)).toHaveLength(1);
      expect((await browser.get('/api/auth/me')).json()).toMatchObject({ user: { id: agent.id } });

      await browser.post('/api/auth/logout');
      expect(await client().keys(`${prefix}app:session:*`)).toHaveLength(0);

      for (let i = 0; i < 2; i += 1) {
        const wrong = await app.client().post('/api/auth/login', {
          area: 'agent',
          username: agent.username,
          password: 'Wrong-pass-1',
        });
        expect(wrong.statusCode).toBe(422);
      }
      const blocked = await app.client().post('/api/auth/login', {
        area: 'agent',
        username: agent.username,
        password: agent.password,
      });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
