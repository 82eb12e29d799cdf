import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type {
  TAgentTourSummary,
  TDepartureYieldResponse,
  TTourListItem,
} from '@portal/shared/contracts/regular-tours';
import { DEMO_TOURS } from '../src/db/demo-tours';
import { files } from '../src/db/schema/files';
import { tourBookings, tourCategories, tourDepartures, tours } from '../src/db/schema/tours';
import { DEMO_PASSWORD, seedDatabase } from '../src/db/seed';
import { findSeatMismatches } from '../src/modules/regular-tours/tour-seats.repository';
import { buildTestApp, createTestClock, type TTestApp } from './build-test-app';

const TODAY = '2030-02-01';
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({
    clock: createTestClock(new Date(`${TODAY}T00:00:00Z`)),
    seed: 'demo',
  });
});
afterAll(() => t.close());

describe('demo tours', () => {
  it('seeds two categories and the tours with departures and booked seats, once', async () => {
    await seedDatabase(t.db, t.app.ctx.passwords, { today: TODAY });
    const [categories] = await t.db.select({ total: count() }).from(tourCategories);
    expect(categories?.total).toBe(2);
    const rows = await t.db.select().from(tours);
    expect(rows.map((row) => row.code).sort()).toEqual(DEMO_TOURS.map((tour) => tour.code).sort());
    const holds = await t.db.select().from(tourBookings);
    expect(holds).toHaveLength(DEMO_TOURS.reduce((sum, tour) => sum + tour.bookings.length, 0));
    expect(await findSeatMismatches(t.db)).toEqual([]);
  });

  it('shows the back office a full departure and departures at every level of risk', async () => {
    const admin = await t.signIn('admin', 'admin', DEMO_PASSWORD);
    const list = (await admin.get('/api/admin/tours?per_page=50')).json<
      TPaginated<TTourListItem>
    >();
    const alps = list.data.find((row) => row.code === 'NZ-SAF6');
    expect(alps).toMatchObject({ upcomingDepartureCount: 8, nextDepartureDate: '2030-02-17' });
    const yields = (
      await admin.get('/api/admin/tour-departures/yield?withinDays=60&per_page=100')
    ).json<TDepartureYieldResponse>();
    const risks = new Set(yields.data.map((row) => row.risk));
    expect(risks).toEqual(new Set(['high', 'medium', 'low']));
    expect(yields.data.some((row) => row.seatsSold === row.capacity)).toBe(true);
    expect(yields.summary.map((row) => row.currency)).toEqual(['NZD', 'AUD']);
  });

  it('offers each agency its own brand’s tours', async () => {
    const nz = await t.signIn('nz.agent', 'agent', DEMO_PASSWORD);
    const au = await t.signIn('au.agent', 'agent', DEMO_PASSWORD);
    const nzTours = (await nz.get('/api/app/tours')).json<TPaginated<TAgentTourSummary>>();
    const auTours = (await au.get('/api/app/tours')).json<TPaginated<TAgentTourSummary>>();
    expect(nzTours.data.map((tour) => tour.code).sort()).toEqual(['NZ-ATW3', 'NZ-NIX5', 'NZ-SAF6']);
    expect(auTours.data).toEqual([
      expect.objectContaining({ code: 'AU-RCX4', currency: 'AUD', fromPriceCents: 179_000 }),
    ]);
    // The Australian agency's demo bookings are on the Australian tour, in its files.
    const auHolds = await t.db
      .select({ code: tours.code })
      .from(tourBookings)
      .innerJoin(tourDepartures, eq(tourDepartures.id, tourBookings.departureId))
      .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
      .innerJoin(files, eq(files.id, tourBookings.fileId))
      .where(eq(files.brandId, 2));
    expect(auHolds.length).toBeGreaterThan(0);
    expect(new Set(auHolds.map((row) => row.code))).toEqual(new Set(['AU-RCX4']));
  });
});
