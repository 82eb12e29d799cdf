import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../src/db/schema/agencies';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { roles } from '../src/db/schema/roles';
import { suppliers } from '../src/db/schema/suppliers';
import { users } from '../src/db/schema/users';
import { DEFAULT_ROLES } from '@portal/shared/domain/permissions';
import { buildDemoCatalogue } from '../src/db/demo-catalogue/build-demo-catalogue';
import { DEMO_INSIGHTS_AGENCIES } from '../src/db/demo-insights';
import { DEMO_PASSWORD, DEMO_USERS, hasUsers, seedDatabase } from '../src/db/seed';
import { buildTestApp, type TTestApp } from './build-test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function total(table: typeof users | typeof agencies | typeof suppliers | typeof roles) {
  const [row] = await t.db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

/**
 * Seeding the whole demo catalogue and its bookings took 10–80 s on a loaded two-core machine
 * (more than the suite's 30 s default); each of these tests seeds it once or twice.
 */
const SEED_TIMEOUT_MS = 180_000;

describe('demo seed', () => {
  it(
    'creates the demo agencies, suppliers and users, and is idempotent',
    async () => {
      expect(await hasUsers(t.db)).toBe(false);
      const credentials = await seedDatabase(t.db, t.app.ctx.passwords);
      expect(credentials.map((c) => c.username)).toEqual(DEMO_USERS.map((u) => u.username));
      await seedDatabase(t.db, t.app.ctx.passwords);
      // The demo users, and one agent for each agency of the insights demo activity.
      expect(await total(users)).toBe(DEMO_USERS.length + DEMO_INSIGHTS_AGENCIES.length);
      expect(await total(agencies)).toBe(2 + DEMO_INSIGHTS_AGENCIES.length);
      // The three demo supplier companies plus the rest of the demo catalogue's suppliers.
      expect(await total(suppliers)).toBe(buildDemoCatalogue('2030-02-01').suppliers.length);

      const [nzAgent] = await t.db
        .select({ brandId: agencies.brandId, name: agencies.name })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(eq(users.username, 'au.agent'));
      expect(nzAgent).toEqual({ brandId: 2, name: 'Southern Cross Journeys' });
    },
    SEED_TIMEOUT_MS,
  );

  it('lets every demo user sign in to their own area with the demo password', async () => {
    for (const demo of DEMO_USERS) {
      const client = await t.signIn(demo.username, demo.kind, DEMO_PASSWORD);
      const permissions = (await client.get('/get-user-permission-to-react')).json<{
        roles: string[];
      }>();
      expect(permissions.roles).toEqual([demo.role]);
    }
  });

  it(
    '--reset empties every table and rebuilds the demo data',
    async () => {
      await t.db.insert(mailOutbox).values({ to: 'x@y.test', subject: 's', text: 't' });
      await seedDatabase(t.db, t.app.ctx.passwords, { reset: true });
      expect(await t.db.select().from(mailOutbox)).toEqual([]);
      expect(await total(users)).toBe(DEMO_USERS.length + DEMO_INSIGHTS_AGENCIES.length);
      expect(await total(roles)).toBe(Object.keys(DEFAULT_ROLES).length);
      const [admin] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'admin'));
      expect(admin?.id).toBe(1);
    },
    SEED_TIMEOUT_MS,
  );
});
