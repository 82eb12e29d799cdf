import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAvailability } from '../src/db/schema/catalogue-availability';
import { AppError } from '../src/lib/app-error';
import {
  releaseAllotment,
  reserveAllotment,
} from '../src/modules/catalogue/availability.repository';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildAllotment, buildProduct } from './catalogue-factories';
import { buildAgency } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NIGHTS = ['2030-07-01', '2030-07-02', '2030-07-03'];

/** Units booked per date on the general allotment of a product. */
async function usedUnits(productId: number): Promise<Record<string, number>> {
  const rows = await t.db
    .select({ date: productAvailability.date, used: productAvailability.allotmentUsed })
    .from(productAvailability)
    .where(and(eq(productAvailability.productId, productId), isNull(productAvailability.agencyId)))
    .orderBy(productAvailability.date);
  return Object.fromEntries(rows.map((row) => [row.date, row.used]));
}

/** A booking transaction that takes the rooms and holds its locks a moment before committing. */
function book(productId: number, units: number, agencyId: number | null = null) {
  return t.db.transaction(async (tx) => {
    await reserveAllotment(tx, productId, NIGHTS, units, agencyId);
    await new Promise((resolve) => setTimeout(resolve, 15));
    return units;
  });
}

function isConflict(result: PromiseSettledResult<unknown>): boolean {
  return (
    result.status === 'rejected' &&
    result.reason instanceof AppError &&
    result.reason.code === 'CONFLICT'
  );
}

describe('reserveAllotment', () => {
  it('never oversells the last rooms to concurrent bookings', async () => {
    const hotel = await buildProduct(t);
    await buildAllotment(t, hotel.id, NIGHTS, 3);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => book(hotel.id, 1)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter(isConflict)).toHaveLength(5);
    expect(await usedUnits(hotel.id)).toEqual({
      '2030-07-01': 3,
      '2030-07-02': 3,
      '2030-07-03': 3,
    });
  });

  it('gives the last two rooms to exactly one of several bookings for two', async () => {
    const hotel = await buildProduct(t);
    await buildAllotment(t, hotel.id, NIGHTS, 4);
    await t.db.transaction((tx) => reserveAllotment(tx, hotel.id, NIGHTS, 2, null));
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => book(hotel.id, 2)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter(isConflict)).toHaveLength(4);
    expect(Object.values(await usedUnits(hotel.id))).toEqual([4, 4, 4]);
  });

  it('takes nothing when one night is short, even if the caller carries on', async () => {
    const hotel = await buildProduct(t);
    await buildAllotment(t, hotel.id, NIGHTS.slice(0, 2), 2);
    await buildAllotment(t, hotel.id, NIGHTS.slice(2), 1);
    await t.db.transaction(async (tx) => {
      await expect(reserveAllotment(tx, hotel.id, NIGHTS, 2, null)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'Not enough allotment left for 2 units on 2030-07-03.',
      });
    });
    expect(Object.values(await usedUnits(hotel.id))).toEqual([0, 0, 0]);
    // A night with no allotment record at all cannot be taken from an allotment either.
    await expect(
      t.db.transaction((tx) => reserveAllotment(tx, hotel.id, ['2030-08-01'], 1, null)),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it("draws on an agency's own split where it has one, and releases units back", async () => {
    const hotel = await buildProduct(t);
    const agency = await buildAgency(t);
    await buildAllotment(t, hotel.id, NIGHTS, 5);
    await buildAllotment(t, hotel.id, NIGHTS, 1, { agencyId: agency.id });
    await t.db.transaction((tx) => reserveAllotment(tx, hotel.id, NIGHTS, 1, agency.id));
    const rows = await t.db
      .select()
      .from(productAvailability)
      .where(eq(productAvailability.productId, hotel.id));
    const used = (agencyId: number | null) =>
      rows.filter((row) => row.agencyId === agencyId).map((row) => row.allotmentUsed);
    expect(used(agency.id)).toEqual([1, 1, 1]);
    expect(used(null)).toEqual([0, 0, 0]);
    await expect(
      t.db.transaction((tx) => reserveAllotment(tx, hotel.id, NIGHTS, 1, agency.id)),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    await t.db.transaction((tx) => releaseAllotment(tx, hotel.id, NIGHTS, 1, agency.id));
    await t.db.transaction((tx) => reserveAllotment(tx, hotel.id, NIGHTS, 1, agency.id));
    await expect(
      t.db.transaction((tx) => releaseAllotment(tx, hotel.id, NIGHTS, 2, agency.id)),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
