import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TCountryCode } from '@portal/shared/domain/pricing/codes';
import type { TLocalizedText, TTourStatus } from '@portal/shared/domain/tours';
import type { TExecutor } from '../../db/database';
import { locations } from '../../db/schema/catalogue-locations';
import { suppliers } from '../../db/schema/suppliers';
import { tourCategories, tourDays, tourDepartures, tours } from '../../db/schema/tours';
import { likePattern } from '../../lib/database-errors';
import { tourDayTextSql, tourTextSql } from './tour-texts.repository';

/** Tours and their days: the back office's list and form, with the names and texts they show. */

export type TTourRow = typeof tours.$inferSelect;
export type TTourFields = Omit<typeof tours.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** A day with its description from the content store. */
export type TTourDayRow = typeof tourDays.$inferSelect & {
  description: TLocalizedText;
  overnightLocationName: string | null;
};
export type TTourDayFields = Omit<typeof tourDays.$inferInsert, 'id' | 'tourId'>;

/** A tour with the names its screens show. */
/** A tour with its texts from the content store and the names of what it points at. */
export type TTourDetails = TTourRow & {
  overview: TLocalizedText;
  inclusions: TLocalizedText;
  categoryName: string;
  supplierName: string;
  supplierPhone: string | null;
  supplierAddress: string;
  startLocationName: string;
  endLocationName: string;
  /** Where the tour is performed (its start's country): its lines' tax code (docs/tax.md). */
  countryCode: TCountryCode;
};

const startLocation = alias(locations, 'start_location');
const endLocation = alias(locations, 'end_location');

const detailColumns = {
  tour: tours,
  // Qualified: inside the subquery a bare "id" would be content_texts' own.
  overview: tourTextSql(sql`${tours}.id`, 'overview'),
  inclusions: tourTextSql(sql`${tours}.id`, 'inclusions'),
  categoryName: tourCategories.name,
  supplierName: suppliers.name,
  supplierPhone: suppliers.phone,
  supplierAddress: suppliers.address,
  startLocationName: startLocation.name,
  endLocationName: endLocation.name,
  countryCode: startLocation.country,
};

// Shared with the agents' reads (tours.agent.repository.ts).
export function detailsQuery(executor: TExecutor) {
  return executor
    .select(detailColumns)
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, tours.supplierId))
    .innerJoin(startLocation, eq(startLocation.id, tours.startLocationId))
    .innerJoin(endLocation, eq(endLocation.id, tours.endLocationId));
}

export function toDetails(row: {
  tour: TTourRow;
  overview: TLocalizedText;
  inclusions: TLocalizedText;
  categoryName: string;
  supplierName: string;
  supplierPhone: string | null;
  supplierAddress: string;
  startLocationName: string;
  endLocationName: string;
  countryCode: TCountryCode;
}): TTourDetails {
  return {
    ...row.tour,
    overview: row.overview,
    inclusions: row.inclusions,
    categoryName: row.categoryName,
    supplierName: row.supplierName,
    supplierPhone: row.supplierPhone,
    supplierAddress: row.supplierAddress,
    startLocationName: row.startLocationName,
    endLocationName: row.endLocationName,
    countryCode: row.countryCode,
  };
}

export interface TTourFilter {
  q?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  status?: TTourStatus | undefined;
}

function tourCondition(filter: TTourFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(tours.name, pattern), ilike(tours.code, pattern)));
  }
  if (filter.categoryId !== undefined) conditions.push(eq(tours.categoryId, filter.categoryId));
  if (filter.brandId !== undefined) conditions.push(eq(tours.brandId, filter.brandId));
  if (filter.status !== undefined) conditions.push(eq(tours.status, filter.status));
  return and(...conditions);
}

/** Departures still to run (today's included), cancelled ones left out, per tour. */
function upcomingOf(today: string) {
  return {
    upcomingDepartureCount: sql<number>`(select count(*)::int from ${tourDepartures} d where d.tour_id = "tours"."id" and d.departure_date >= ${today}::date and d.status <> 'cancelled')`,
    nextDepartureDate: sql<
      string | null
    >`(select min(d.departure_date)::text from ${tourDepartures} d where d.tour_id = "tours"."id" and d.departure_date >= ${today}::date and d.status <> 'cancelled')`,
    upcomingSeatsSold: sql<number>`(select coalesce(sum(d.seats_sold), 0)::int from ${tourDepartures} d where d.tour_id = "tours"."id" and d.departure_date >= ${today}::date and d.status <> 'cancelled')`,
    upcomingCapacity: sql<number>`(select coalesce(sum(d.capacity), 0)::int from ${tourDepartures} d where d.tour_id = "tours"."id" and d.departure_date >= ${today}::date and d.status <> 'cancelled')`,
  };
}

export type TTourListRow = TTourDetails & {
  upcomingDepartureCount: number;
  nextDepartureDate: string | null;
  upcomingSeatsSold: number;
  upcomingCapacity: number;
};

function listQuery(executor: TExecutor, today: string) {
  return executor
    .select({ ...detailColumns, ...upcomingOf(today) })
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, tours.supplierId))
    .innerJoin(startLocation, eq(startLocation.id, tours.startLocationId))
    .innerJoin(endLocation, eq(endLocation.id, tours.endLocationId));
}

type TListQueryRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

function toListRow(row: TListQueryRow): TTourListRow {
  return {
    ...toDetails(row),
    upcomingDepartureCount: row.upcomingDepartureCount,
    nextDepartureDate: row.nextDepartureDate,
    upcomingSeatsSold: row.upcomingSeatsSold,
    upcomingCapacity: row.upcomingCapacity,
  };
}

export async function findToursPage(
  executor: TExecutor,
  filter: TTourFilter & { page: number; perPage: number; today: string },
): Promise<{ rows: TTourListRow[]; total: number }> {
  const where = tourCondition(filter);
  const rows = await listQuery(executor, filter.today)
    .where(where)
    .orderBy(asc(tours.name), asc(tours.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [totals] = await executor.select({ total: count() }).from(tours).where(where);
  return { rows: rows.map(toListRow), total: totals?.total ?? 0 };
}

export async function findAllTours(
  executor: TExecutor,
  filter: TTourFilter & { today: string },
): Promise<TTourListRow[]> {
  const rows = await listQuery(executor, filter.today)
    .where(tourCondition(filter))
    .orderBy(asc(tours.name), asc(tours.id))
    .limit(10_000);
  return rows.map(toListRow);
}

export async function findTourById(executor: TExecutor, id: number): Promise<TTourDetails | null> {
  const [row] = await detailsQuery(executor).where(eq(tours.id, id));
  return row ? toDetails(row) : null;
}

export async function findTourByCode(executor: TExecutor, code: string): Promise<TTourRow | null> {
  const [row] = await executor.select().from(tours).where(eq(tours.code, code));
  return row ?? null;
}

/** The image addresses of the tours sold as these catalogue products, by product id. */
export async function findTourImagesByProduct(
  executor: TExecutor,
  productIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await executor
    .select({ productId: tours.productId, images: tours.images })
    .from(tours)
    .where(inArray(tours.productId, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.productId, row.images]));
}

export async function findTourDays(executor: TExecutor, tourId: number): Promise<TTourDayRow[]> {
  const rows = await executor
    .select({
      day: tourDays,
      description: tourDayTextSql(sql`${tourDays}.tour_id`, sql`${tourDays}.day_number`),
      overnightLocationName: locations.name,
    })
    .from(tourDays)
    .leftJoin(locations, eq(locations.id, tourDays.overnightLocationId))
    .where(eq(tourDays.tourId, tourId))
    .orderBy(asc(tourDays.dayNumber));
  return rows.map((row) => ({
    ...row.day,
    description: row.description,
    overnightLocationName: row.overnightLocationName,
  }));
}

export async function insertTour(
  executor: TExecutor,
  fields: TTourFields,
  at: Date,
): Promise<number> {
  const [row] = await executor
    .insert(tours)
    .values({ ...fields, createdAt: at, updatedAt: at })
    .returning({ id: tours.id });
  if (!row) throw new Error('tours: insert returned no row');
  return row.id;
}

export async function updateTour(
  executor: TExecutor,
  id: number,
  fields: Partial<TTourFields>,
  at: Date,
): Promise<void> {
  await executor
    .update(tours)
    .set({ ...fields, updatedAt: at })
    .where(eq(tours.id, id));
}

export async function replaceTourDays(
  executor: TExecutor,
  tourId: number,
  days: readonly TTourDayFields[],
): Promise<void> {
  await executor.delete(tourDays).where(eq(tourDays.tourId, tourId));
  if (days.length === 0) return;
  await executor.insert(tourDays).values(days.map((day) => ({ ...day, tourId })));
}

/** Suppliers and locations for the tour form's pickers. */
export async function findTourFormOptions(executor: TExecutor) {
  const supplierRows = await executor
    .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.active, true))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  const locationRows = await executor
    .select({
      id: locations.id,
      name: locations.name,
      region: locations.region,
      country: locations.country,
    })
    .from(locations)
    .orderBy(asc(locations.name), asc(locations.id));
  return { suppliers: supplierRows, locations: locationRows };
}
