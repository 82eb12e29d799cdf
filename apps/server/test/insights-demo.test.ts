import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEditedServicesSummary, TInsightsOverview } from '@portal/shared/contracts/insights';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TAdminReview } from '@portal/shared/contracts/reviews';
import { DEMO_INSIGHTS_AGENCIES } from '../src/db/demo-insights';
import { DEMO_PASSWORD, seedDatabase } from '../src/db/seed';
import { buildTestApp, createTestClock, type TestClient, type TTestApp } from './build-test-app';

/** The demo data gives the insights screens something to show: months, brands, agencies. */

const TODAY = '2030-02-01';
let t: TTestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp({
    clock: createTestClock(new Date(`${TODAY}T00:00:00Z`)),
    seed: 'demo',
  });
  admin = await t.signIn('admin', 'admin', DEMO_PASSWORD);
});
afterAll(() => t.close());

describe('demo insights data', () => {
  it('fills several months, both brands and several agencies', async () => {
    const overview = (await admin.get('/api/admin/insights/overview')).json<TInsightsOverview>();
    const busyMonths = overview.byMonth.filter((month) => month.quotes > 0 && month.bookings > 0);
    expect(busyMonths.length).toBeGreaterThanOrEqual(6);
    expect(overview.totals.revenue.map((money) => money.currency)).toEqual(['NZD', 'AUD']);
    expect(overview.totals.revenue.every((money) => money.marginExGstCents > 0)).toBe(true);
    expect(overview.byBrand.map((brand) => brand.brandId)).toEqual([1, 2]);
    const names = overview.byAgency.filter((row) => row.bookings > 0).map((row) => row.agencyName);
    for (const agency of DEMO_INSIGHTS_AGENCIES) expect(names).toContain(agency.name);
    expect(overview.totals.cancelled).toBeGreaterThan(0);
    expect(overview.totals.conversionPercent).toBeGreaterThan(20);
  });

  it('has services changed by hand by two consultants, and reviews in every state', async () => {
    const summary = (
      await admin.get('/api/admin/insights/edited-services/summary')
    ).json<TEditedServicesSummary>();
    expect(summary.total).toBeGreaterThan(4);
    expect(summary.byConsultant.map((row) => row.label).sort()).toEqual([
      'Portal Administrator',
      'Sophie Martin',
    ]);
    expect(summary.byChange.find((row) => row.change === 'price')?.count).toBeGreaterThan(0);
    const reviews = (await admin.get('/api/admin/reviews?per_page=100')).json<
      TPaginated<TAdminReview>
    >();
    const statuses = new Set(reviews.data.map((review) => review.status));
    expect([...statuses].sort()).toEqual(['hidden', 'pending', 'published']);
  });

  it('is the same data on every run (deterministic) and seeded once', async () => {
    const before = await admin.get('/api/admin/insights/overview');
    await seedDatabase(t.db, t.app.ctx.passwords, { today: TODAY });
    const after = await admin.get('/api/admin/insights/overview');
    expect(after.json()).toEqual(before.json());
  });
});
