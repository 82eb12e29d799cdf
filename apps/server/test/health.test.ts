import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReadinessResponse } from '@portal/shared/contracts/health';
import { buildApp } from '../src/app';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/lib/dependency-errors';
import { buildTestApp, testConfig, type TTestApp } from './build-test-app';
import { openTestDatabase } from './test-database';

const redisUrl = process.env.TEST_REDIS_URL;

let t: TTestApp;
let redis: Redis | null = null;
beforeAll(async () => {
  if (redisUrl) redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  t = await buildTestApp(redis ? { redis } : {});
});
afterAll(async () => {
  await t.close();
  await redis?.quit();
});

describe('GET /api/health', () => {
  it('answers while the process runs, uncached', async () => {
    const response = await t.client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database (and Redis, when configured) answer', async () => {
    const response = await t.client().get('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'up',
        redis: redisUrl ? 'up' : 'not-configured',
        shuttingDown: false,
      },
    } satisfies TReadinessResponse);
  });

  it('is unavailable once the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      mailTransport: null,
      logger: false,
    });
    try {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        message: SERVICE_UNAVAILABLE_MESSAGE,
        checks: { database: 'down', shuttingDown: false },
      });
      // Liveness does not look at dependencies: the process itself is fine.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('turns unavailable when shutdown begins, while other requests are still served', async () => {
    const closing = await buildTestApp();
    try {
      closing.app.beginShutdown();
      const ready = await closing.client().get('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json<TReadinessResponse>().checks).toMatchObject({
        database: 'up',
        shuttingDown: true,
      });
      expect((await closing.client().get('/api/version')).statusCode).toBe(200);
    } finally {
      await closing.close();
    }
  });

  it('answers in maintenance mode, which closes the rest of the API', async () => {
    const maintenance = await buildTestApp({ config: { MAINTENANCE_MODE: 'true' } });
    try {
      expect((await maintenance.client().get('/api/health')).statusCode).toBe(200);
      expect((await maintenance.client().get('/api/ready')).statusCode).toBe(200);
      expect((await maintenance.client().get('/api/version')).statusCode).toBe(503);
    } finally {
      await maintenance.close();
    }
  });
});
