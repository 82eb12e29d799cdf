import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertSettingValue } from '../src/modules/settings/settings.repository';
import { createSettingsStore, type TSettingsStore } from '../src/modules/settings/settings.store';
import { buildTestApp, type TTestApp } from './build-test-app';

const log = pino({ level: 'silent' });
const redisUrl = process.env.TEST_REDIS_URL;

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function storeCompanyName(name: string): Promise<void> {
  const general = { company_name: name };
  await upsertSettingValue(t.db, 'general', general, null, t.clock.now());
}

describe('the settings store', () => {
  it('serves a section from its cache until the TTL passes or it is told of a change', async () => {
    let now = 0;
    const store = createSettingsStore({
      db: t.db,
      companyName: 'Fernway Travel',
      log,
      ttlMs: 10_000,
      now: () => now,
    });
    try {
      expect((await store.get('general')).company_name).toBe('Fernway Travel');
      await storeCompanyName('Changed elsewhere');
      now = 9_999;
      expect((await store.get('general')).company_name).toBe('Fernway Travel');
      now = 10_001;
      expect((await store.get('general')).company_name).toBe('Changed elsewhere');

      await storeCompanyName('Announced');
      await store.announceChange('general');
      expect((await store.get('general')).company_name).toBe('Announced');

      await storeCompanyName('Invalidated');
      store.invalidate();
      expect((await store.get('general')).company_name).toBe('Invalidated');
    } finally {
      await store.close();
      await upsertSettingValue(t.db, 'general', {}, null, t.clock.now());
    }
  });

  it('does not keep a failed read', async () => {
    let isBroken = true;
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property === 'select' && isBroken) {
          return () => {
            throw new Error('database down');
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const store = createSettingsStore({ db, companyName: 'Fernway Travel', log });
    try {
      await expect(store.get('fit')).rejects.toThrow('database down');
      isBroken = false;
      expect(await store.get('fit')).toEqual({ depositPercent: 20, balanceDueDays: 45 });
    } finally {
      await store.close();
    }
  });
});

describe.runIf(redisUrl)('with Redis (TEST_REDIS_URL): several instances', () => {
  const prefix = `portal-test:${randomBytes(4).toString('hex')}:`;
  const connections: Redis[] = [];
  const stores: TSettingsStore[] = [];

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await Promise.all(connections.map((redis) => redis.quit()));
    await upsertSettingValue(t.db, 'general', {}, null, t.clock.now());
  });

  function instance(): TSettingsStore {
    const redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
    connections.push(redis);
    const store = createSettingsStore({
      db: t.db,
      companyName: 'Fernway Travel',
      log,
      redis,
      redisPrefix: prefix,
      // Far longer than the test: only the announcement can refresh the other instance.
      ttlMs: 3_600_000,
    });
    stores.push(store);
    return store;
  }

  it('tells the other instances to forget a changed section', async () => {
    const [first, second] = [instance(), instance()];
    // Let both subscriptions settle before anything is published.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await second.get('general')).company_name).toBe('Fernway Travel');

    await storeCompanyName('Changed on the first instance');
    await first.announceChange('general');
    await expect
      .poll(async () => (await second.get('general')).company_name, { timeout: 3_000 })
      .toBe('Changed on the first instance');
  });
});
