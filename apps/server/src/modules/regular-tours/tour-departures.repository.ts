import { and, asc, count, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { TDepartureStatus } from '@portal/shared/domain/tours';
import type { TExecutor } from '../../db/database';
import { fileServiceLines } from '../../db/schema/files-lines';
import { tourBookings, tourDepartures } from '../../db/schema/tours';

/** A tour's departures, with what their active bookings add up to. */

export type TDepartureRow = typeof tourDepartures.$inferSelect;
export type TDepartureFields = Omit<
  typeof tourDepartures.$inferInsert,
  'id' | 'tourId' | 'seatsSold' | 'createdAt' | 'updatedAt'
>;

/** What the active bookings of a departure add up to (its yield inputs). */
export interface TDepartureSales {
  bookingCount: number;
  sellCents: number;
  netCents: number;
  costCents: number;
}

export type TDepartureWithSales = TDepartureRow & TDepartureSales;

/** Per departure: the active bookings' count and the sell, net and cost of their lines. */
export function salesSubquery(executor: TExecutor) {
  return executor
    .select({
      departureId: tourBookings.departureId,
      bookingCount: sql<number>`count(*)::int`.as('booking_count'),
      sellCents: sql<number>`coalesce(sum(${fileServiceLines.sellCents}), 0)::int`.as('sell_cents'),
      netCents: sql<number>`coalesce(sum(${fileServiceLines.netCents}), 0)::int`.as('net_cents'),
      costCents: sql<number>`coalesce(sum(${fileServiceLines.costCents}), 0)::int`.as('cost_cents'),
    })
    .from(tourBookings)
    .innerJoin(fileServiceLines, eq(fileServiceLines.id, tourBookings.serviceLineId))
    .where(isNull(tourBookings.releasedAt))
    .groupBy(tourBookings.departureId)
    .as('sales');
}

export function departureWithSales(row: {
  departure: TDepartureRow;
  bookingCount: number | null;
  sellCents: number | null;
  netCents: number | null;
  costCents: number | null;
}): TDepartureWithSales {
  return {
    ...row.departure,
    bookingCount: row.bookingCount ?? 0,
    sellCents: row.sellCents ?? 0,
    netCents: row.netCents ?? 0,
    costCents: row.costCents ?? 0,
  };
}

export interface TDepartureFilter {
  from?: string | undefined;
  to?: string | undefined;
  status?: TDepartureStatus | undefined;
}

function departureCondition(tourId: number, filter: TDepartureFilter): SQL | undefined {
  return and(
    eq(tourDepartures.tourId, tourId),
    filter.from === undefined ? undefined : gte(tourDepartures.departureDate, filter.from),
    filter.to === undefined ? undefined : lte(tourDepartures.departureDate, filter.to),
    filter.status === undefined ? undefined : eq(tourDepartures.status, filter.status),
  );
}

export async function findDeparturesPage(
  executor: TExecutor,
  tourId: number,
  filter: TDepartureFilter & { page: number; perPage: number },
): Promise<{ rows: TDepartureWithSales[]; total: number }> {
  const sales = salesSubquery(executor);
  const where = departureCondition(tourId, filter);
  const rows = await executor
    .select({
      departure: tourDepartures,
      bookingCount: sales.bookingCount,
      sellCents: sales.sellCents,
      netCents: sales.netCents,
      costCents: sales.costCents,
    })
    .from(tourDepartures)
    .leftJoin(sales, eq(sales.departureId, tourDepartures.id))
    .where(where)
    .orderBy(asc(tourDepartures.departureDate), asc(tourDepartures.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [totals] = await executor.select({ total: count() }).from(tourDepartures).where(where);
  return { rows: rows.map(departureWithSales), total: totals?.total ?? 0 };
}

/** Every departure of some tours in a date range (agents' lists and the rates sheet). */
export async function findDeparturesOfTours(
  executor: TExecutor,
  tourIds: readonly number[],
  filter: { from: string; to?: string | undefined; excludeCancelled: boolean },
): Promise<TDepartureRow[]> {
  if (tourIds.length === 0) return [];
  return executor
    .select()
    .from(tourDepartures)
    .where(
      and(
        inArray(tourDepartures.tourId, [...new Set(tourIds)]),
        gte(tourDepartures.departureDate, filter.from),
        filter.to === undefined ? undefined : lte(tourDepartures.departureDate, filter.to),
        filter.excludeCancelled ? ne(tourDepartures.status, 'cancelled') : undefined,
      ),
    )
    .orderBy(asc(tourDepartures.departureDate), asc(tourDepartures.id));
}

export async function findDepartureById(
  executor: TExecutor,
  id: number,
): Promise<TDepartureWithSales | null> {
  const sales = salesSubquery(executor);
  const [row] = await executor
    .select({
      departure: tourDepartures,
      bookingCount: sales.bookingCount,
      sellCents: sales.sellCents,
      netCents: sales.netCents,
      costCents: sales.costCents,
    })
    .from(tourDepartures)
    .leftJoin(sales, eq(sales.departureId, tourDepartures.id))
    .where(eq(tourDepartures.id, id));
  return row ? departureWithSales(row) : null;
}

export async function insertDeparture(
  executor: TExecutor,
  tourId: number,
  fields: TDepartureFields,
  at: Date,
): Promise<number> {
  const [row] = await executor
    .insert(tourDepartures)
    .values({ ...fields, tourId, createdAt: at, updatedAt: at })
    .returning({ id: tourDepartures.id });
  if (!row) throw new Error('tour_departures: insert returned no row');
  return row.id;
}

export async function updateDeparture(
  executor: TExecutor,
  id: number,
  fields: TDepartureFields,
  at: Date,
): Promise<void> {
  await executor
    .update(tourDepartures)
    .set({ ...fields, updatedAt: at })
    .where(eq(tourDepartures.id, id));
}

export async function deleteDeparture(executor: TExecutor, id: number): Promise<void> {
  await executor.delete(tourDepartures).where(eq(tourDepartures.id, id));
}

export async function countUpcomingDepartures(
  executor: TExecutor,
  tourId: number,
  today: string,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(tourDepartures)
    .where(
      and(
        eq(tourDepartures.tourId, tourId),
        gte(tourDepartures.departureDate, today),
        ne(tourDepartures.status, 'cancelled'),
      ),
    );
  return row?.total ?? 0;
}
