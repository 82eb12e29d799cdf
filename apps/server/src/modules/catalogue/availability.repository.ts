import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TPricingAvailability } from '@portal/shared/domain/pricing/availability';
import type { TAvailabilityKind } from '@portal/shared/domain/pricing/codes';
import { selectRows, type TExecutor } from '../../db/database';
import { productAvailability } from '../../db/schema/catalogue-availability';
import { AppError } from '../../lib/app-error';

export type TAvailabilityRow = typeof productAvailability.$inferSelect;

export interface TAvailabilityValues {
  kind: TAvailabilityKind;
  allotment: number | null;
  releaseDays: number | null;
  hasOnRequestFallback: boolean;
}

function agencyScope(agencyId: number | null): SQL {
  return agencyId === null
    ? isNull(productAvailability.agencyId)
    : eq(productAvailability.agencyId, agencyId);
}

/** Rows of a product between two dates; with an agency, the general rows and that agency's splits. */
export function findAvailabilityRows(
  executor: TExecutor,
  productId: number,
  from: string,
  to: string,
  agencyId: number | null | undefined,
): Promise<TAvailabilityRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(productAvailability.productId, productId),
    gte(productAvailability.date, from),
    lte(productAvailability.date, to),
  ];
  if (agencyId !== undefined && agencyId !== null) {
    conditions.push(
      or(isNull(productAvailability.agencyId), eq(productAvailability.agencyId, agencyId)),
    );
  }
  return executor
    .select()
    .from(productAvailability)
    .where(and(...conditions))
    .orderBy(asc(productAvailability.date), sql`${productAvailability.agencyId} asc nulls first`);
}

/**
 * Writes the same availability on each date (one product, the general record or one agency's
 * split). An allotment keeps the units already booked; lowering it below them is refused by the
 * table's check, which the caller turns into a 409.
 */
export async function upsertAvailability(
  executor: TExecutor,
  productId: number,
  agencyId: number | null,
  dates: readonly string[],
  values: TAvailabilityValues,
  now: Date,
): Promise<void> {
  const chunkSize = 500;
  for (let start = 0; start < dates.length; start += chunkSize) {
    const chunk = dates.slice(start, start + chunkSize);
    await executor
      .insert(productAvailability)
      .values(chunk.map((date) => ({ productId, agencyId, date, ...values, updatedAt: now })))
      .onConflictDoUpdate({
        target: [
          productAvailability.productId,
          productAvailability.date,
          productAvailability.agencyId,
        ],
        set: {
          kind: sql`excluded.kind`,
          allotment: sql`excluded.allotment`,
          releaseDays: sql`excluded.release_days`,
          hasOnRequestFallback: sql`excluded.has_on_request_fallback`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** The dates between `from` and `to` where the record has units booked (they cannot be removed). */
export async function findBookedDates(
  executor: TExecutor,
  productId: number,
  agencyId: number | null,
  from: string,
  to: string,
): Promise<{ date: string; allotmentUsed: number }[]> {
  return executor
    .select({ date: productAvailability.date, allotmentUsed: productAvailability.allotmentUsed })
    .from(productAvailability)
    .where(
      and(
        eq(productAvailability.productId, productId),
        agencyScope(agencyId),
        gte(productAvailability.date, from),
        lte(productAvailability.date, to),
        gt(productAvailability.allotmentUsed, 0),
      ),
    )
    .orderBy(asc(productAvailability.date));
}

export async function deleteAvailability(
  executor: TExecutor,
  productId: number,
  agencyId: number | null,
  from: string,
  to: string,
): Promise<number> {
  const rows = await executor
    .delete(productAvailability)
    .where(
      and(
        eq(productAvailability.productId, productId),
        agencyScope(agencyId),
        gte(productAvailability.date, from),
        lte(productAvailability.date, to),
      ),
    )
    .returning({ id: productAvailability.id });
  return rows.length;
}

/**
 * The availability the pricing engine reads for some products over a span, as one record per
 * product and date: an agency's own allotment split where it has one, else the general record.
 * Allotments carry the units left (contracted less booked).
 */
export async function findPricingAvailability(
  executor: TExecutor,
  productIds: readonly number[],
  from: string,
  to: string,
  agencyId: number | null,
): Promise<TPricingAvailability[]> {
  if (productIds.length === 0) return [];
  const rows = await executor
    .select()
    .from(productAvailability)
    .where(
      and(
        inArray(productAvailability.productId, [...new Set(productIds)]),
        gte(productAvailability.date, from),
        lte(productAvailability.date, to),
        agencyId === null
          ? isNull(productAvailability.agencyId)
          : or(isNull(productAvailability.agencyId), eq(productAvailability.agencyId, agencyId)),
      ),
    );
  const governing = new Map<string, TAvailabilityRow>();
  for (const row of rows) {
    const key = `${row.productId}|${row.date}`;
    const current = governing.get(key);
    if (!current || (current.agencyId === null && row.agencyId !== null)) governing.set(key, row);
  }
  return [...governing.values()].map((row) => ({
    id: row.id,
    productId: row.productId,
    dateFrom: row.date,
    dateTo: row.date,
    kind: row.kind,
    allotment: row.allotment === null ? null : Math.max(0, row.allotment - row.allotmentUsed),
    releaseDays: row.releaseDays,
    hasOnRequestFallback: row.hasOnRequestFallback,
  }));
}

function dateList(dates: readonly string[]): SQL {
  return sql.join(
    dates.map((date) => sql`${date}::date`),
    sql`, `,
  );
}

/**
 * The record each date draws on: the agency's own split where it has one on that date, else the
 * general record.
 */
function governingRecords(
  productId: number,
  dates: readonly string[],
  agencyId: number | null,
): SQL {
  const agencyMatch =
    agencyId === null
      ? sql`agency_id is null`
      : sql`(agency_id is null or agency_id = ${agencyId})`;
  return sql`select distinct on (date) id
    from product_availability
    where product_id = ${productId} and date in (${dateList(dates)}) and ${agencyMatch}
    order by date, agency_id nulls last`;
}

function checkUnits(units: number): void {
  if (!Number.isInteger(units) || units < 1)
    throw new RangeError(`Units must be a positive integer: ${units}`);
}

/**
 * Takes `units` (rooms, vehicles, seats) from the allotment on every date, inside the caller's
 * (booking) transaction, all or nothing. The decrement is one conditional UPDATE: PostgreSQL locks
 * each row and re-checks `allotment - allotment_used >= units` against the latest committed value,
 * so concurrent bookings for the last units can never both succeed. A date without an allotment
 * record, or with too few units left, is a 409 and nothing is taken (a savepoint undoes the dates
 * already taken, even if the caller catches the error and carries on).
 */
export async function reserveAllotment(
  executor: TExecutor,
  productId: number,
  dates: readonly string[],
  units: number,
  agencyId: number | null,
): Promise<void> {
  checkUnits(units);
  const wanted = [...new Set(dates)].sort();
  if (wanted.length === 0) return;
  await executor.transaction(async (savepoint) => {
    const taken = await selectRows<{ date: string }>(
      savepoint,
      sql`with target as (${governingRecords(productId, wanted, agencyId)})
        update product_availability as pa
        set allotment_used = pa.allotment_used + ${units}, updated_at = now()
        from target
        where pa.id = target.id and pa.kind = 'allotment' and pa.allotment - pa.allotment_used >= ${units}
        returning pa.date::text as date`,
    );
    if (taken.length !== wanted.length) {
      const takenDates = new Set(taken.map((row) => row.date));
      const short = wanted.filter((date) => !takenDates.has(date));
      throw new AppError(
        'CONFLICT',
        `Not enough allotment left for ${units} unit${units === 1 ? '' : 's'} on ${short.join(', ')}.`,
      );
    }
  });
}

/** Gives units back to the allotment (a cancelled or amended booking), all or nothing. */
export async function releaseAllotment(
  executor: TExecutor,
  productId: number,
  dates: readonly string[],
  units: number,
  agencyId: number | null,
): Promise<void> {
  checkUnits(units);
  const wanted = [...new Set(dates)].sort();
  if (wanted.length === 0) return;
  await executor.transaction(async (savepoint) => {
    const released = await selectRows<{ date: string }>(
      savepoint,
      sql`with target as (${governingRecords(productId, wanted, agencyId)})
        update product_availability as pa
        set allotment_used = pa.allotment_used - ${units}, updated_at = now()
        from target
        where pa.id = target.id and pa.allotment_used >= ${units}
        returning pa.date::text as date`,
    );
    if (released.length !== wanted.length) {
      throw new AppError('CONFLICT', 'These units were not taken from the allotment.');
    }
  });
}
