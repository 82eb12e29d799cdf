import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReleaseDueItem } from '@portal/shared/contracts/allotment-release';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import { productAvailability } from '../src/db/schema/catalogue-availability';
import { products } from '../src/db/schema/catalogue-products';
import { buildFilesWorld, TODAY, type TFilesTestWorld } from './files-support';

/**
 * The release-due list (issue 24; docs/pricing.md, "Release due"): allotment whose release date
 * falls in the next N days with units unsold, by supplier, with its CSV.
 */

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

/** REMAZQN-SUP holds 6 rooms a night, released 14 days before. */
const HOTEL = 'REMAZQN-SUP';

async function list(query: string): Promise<TPaginated<TReleaseDueItem>> {
  const response = await world.admin.get(`/api/admin/allotments/release-due${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TReleaseDueItem>>();
}

describe('release due', () => {
  it('lists the allotment releasing in the window with what is unsold, by supplier', async () => {
    const [hotel] = await world.t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, HOTEL));
    // Two rooms sold on the night whose allotment releases in three days.
    const night = addDays(TODAY, 14 + 3);
    await world.t.db
      .update(productAvailability)
      .set({ allotmentUsed: 2 })
      .where(
        and(
          eq(productAvailability.productId, hotel?.id ?? 0),
          eq(productAvailability.date, night),
          isNull(productAvailability.agencyId),
        ),
      );

    const week = await list('?days=7&per_page=100');
    const rows = week.data.filter((row) => row.productCode === HOTEL && row.agencyId === null);
    // One row per night releasing today to a week from today.
    expect(rows.map((row) => row.releasesOn)).toEqual(
      Array.from({ length: 8 }, (_, index) => addDays(TODAY, index)),
    );
    expect(rows.find((row) => row.date === night)).toMatchObject({
      releasesOn: addDays(TODAY, 3),
      allotment: 6,
      used: 2,
      unsold: 4,
      supplierName: 'Remarkables View Hotel',
    });
    // Supplier by supplier, each by release date.
    const order = week.data.map((row) => `${row.supplierName}|${row.releasesOn}`);
    expect(order).toEqual([...order].sort());

    // Nothing beyond the window, and a sold-out night is not listed.
    const today = await list('?days=0&per_page=100');
    expect(today.data.every((row) => row.releasesOn === TODAY)).toBe(true);
    expect(today.meta.total).toBeLessThan(week.meta.total);
  });

  it('exports the same rows as CSV and refuses a window beyond 90 days', async () => {
    const csv = await world.admin.get('/api/admin/allotments/release-due/export.csv?days=7');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Supplier');
    expect(lines[0]).toContain('Unsold');
    expect(lines.length - 1).toBe((await list('?days=7&per_page=1')).meta.total);
    const tooFar = await world.admin.get('/api/admin/allotments/release-due?days=365');
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().errors).toHaveProperty('days');
  });
});
