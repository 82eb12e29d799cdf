import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobDefinition } from '../src/modules/jobs/job-definition';
import { createPgBossScheduler, queueNameFor } from '../src/modules/jobs/pg-boss-scheduler';
import { quoteIdentifier } from './database-names';
import { createJobContext } from './jobs-support';

const databaseUrl = process.env.TEST_DATABASE_URL;
const PERIOD_MS = 2000;

/** Two server instances' schedulers on one PostgreSQL database, pg-boss in a schema of its own. */
describe.skipIf(!databaseUrl)('pg-boss job scheduler with two instances', () => {
  const schema = `pgboss_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });

  beforeAll(() => admin.connect());
  afterAll(async () => {
    await admin.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
    await admin.end();
  });

  it('runs a job exactly once per period however many instances offer it', async () => {
    const runs: { instance: string; at: number }[] = [];
    let active = 0;
    let maxActive = 0;
    const jobFor = (instance: string): TJobDefinition => ({
      name: 'test.once-per-period',
      everyMs: PERIOD_MS,
      run: async () => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        runs.push({ instance, at: Date.now() });
        await new Promise((resolve) => setTimeout(resolve, 50));
        active -= 1;
        return { processed: 1 };
      },
    });
    const connectionString = databaseUrl ?? '';
    const first = createPgBossScheduler(createJobContext(), { connectionString, schema });
    const second = createPgBossScheduler(createJobContext(), { connectionString, schema });
    try {
      await Promise.all([first.start([jobFor('first')]), second.start([jobFor('second')])]);
      await new Promise((resolve) => setTimeout(resolve, 4.5 * PERIOD_MS));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }

    const { rows } = await admin.query<{ period: string; jobs: number; states: string }>(
      `select extract(epoch from singleton_on)::bigint::text as period, count(*)::int as jobs,
              string_agg(state::text, ',') as states
         from ${quoteIdentifier(schema)}.job where name = $1
        group by singleton_on order by singleton_on`,
      [queueNameFor('test.once-per-period')],
    );
    // One job row per period, periods back to back, each completed once; only the last one may
    // still wait in the queue (offered just before both instances stopped).
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.jobs).toBe(1);
    const states = rows.map((row) => row.states);
    expect(states.slice(0, -1).every((state) => state === 'completed')).toBe(true);
    expect(['completed', 'created']).toContain(states.at(-1));
    const completed = states.filter((state) => state === 'completed').length;
    expect(completed).toBeGreaterThanOrEqual(4);
    const periods = rows.map((row) => Number(row.period));
    for (let i = 1; i < periods.length; i += 1) {
      expect((periods[i] ?? 0) - (periods[i - 1] ?? 0)).toBe(PERIOD_MS / 1000);
    }
    expect(runs).toHaveLength(completed);
    expect(maxActive).toBe(1);
  });
});
