import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TLocalizedText, TTourStatus } from '@portal/shared/domain/tours';
import type { TDepartureStatus } from '@portal/shared/domain/tours';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { locations } from '../../db/schema/catalogue-locations';
import { files } from '../../db/schema/files';
import { fileServiceLines } from '../../db/schema/files-lines';
import { suppliers } from '../../db/schema/suppliers';
import {
  tourBookings,
  tourCategories,
  tourDays,
  tourDepartures,
  tourRates,
  tourSeasons,
  tours,
} from '../../db/schema/tours';
import { likePattern } from '../../lib/database-errors';
import { tourDayTextSql, tourTextSql } from './tour-texts.repository';

export type TCategoryRow = typeof tourCategories.$inferSelect;
export type TCategoryWithCounts = TCategoryRow & { tourCount: number; publishedTourCount: number };
export type TTourRow = typeof tours.$inferSelect;
export type TTourFields = Omit<typeof tours.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** A day with its description from the content store. */
export type TTourDayRow = typeof tourDays.$inferSelect & {
  description: TLocalizedText;
  overnightLocationName: string | null;
};
export type TTourDayFields = Omit<typeof tourDays.$inferInsert, 'id' | 'tourId'>;
export type TSeasonRow = typeof tourSeasons.$inferSelect;
export type TRateRow = typeof tourRates.$inferSelect;
export type TSeasonWithRates = TSeasonRow & { rates: TRateRow[] };
export type TRateFields = Omit<typeof tourRates.$inferInsert, 'id' | 'seasonId'>;
export type TDepartureRow = typeof tourDepartures.$inferSelect;
export type TDepartureFields = Omit<
  typeof tourDepartures.$inferInsert,
  'id' | 'tourId' | 'seatsSold' | 'createdAt' | 'updatedAt'
>;

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
};

/** What the active bookings of a departure add up to (its yield inputs). */
export interface TDepartureSales {
  bookingCount: number;
  sellCents: number;
  netCents: number;
  costCents: number;
}

export type TDepartureWithSales = TDepartureRow & TDepartureSales;

// ---------------------------------------------------------------------------------------------
// Categories

// Table names written out: in a query on one table drizzle leaves columns unqualified, and "id"
// inside the subquery would then be the tour's own id.
const tourCount = sql<number>`(select count(*)::int from tours t where t.category_id = "tour_categories"."id")`;
const publishedTourCount = sql<number>`(select count(*)::int from tours t where t.category_id = "tour_categories"."id" and t.status = 'published')`;

function categoryCondition(filter: { q?: string | undefined }): SQL | undefined {
  if (!filter.q) return undefined;
  const pattern = likePattern(filter.q);
  return or(ilike(tourCategories.name, pattern), ilike(tourCategories.description, pattern));
}

function withCounts(row: {
  category: TCategoryRow;
  tourCount: number;
  publishedTourCount: number;
}): TCategoryWithCounts {
  return {
    ...row.category,
    tourCount: row.tourCount,
    publishedTourCount: row.publishedTourCount,
  };
}

export async function findCategoriesPage(
  executor: TExecutor,
  filter: { q?: string | undefined; page: number; perPage: number },
): Promise<{ rows: TCategoryWithCounts[]; total: number }> {
  const where = categoryCondition(filter);
  const rows = await executor
    .select({ category: tourCategories, tourCount, publishedTourCount })
    .from(tourCategories)
    .where(where)
    .orderBy(asc(tourCategories.name), asc(tourCategories.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [totals] = await executor.select({ total: count() }).from(tourCategories).where(where);
  return { rows: rows.map(withCounts), total: totals?.total ?? 0 };
}

export async function findAllCategories(
  executor: TExecutor,
  filter: { q?: string | undefined },
): Promise<TCategoryWithCounts[]> {
  const rows = await executor
    .select({ category: tourCategories, tourCount, publishedTourCount })
    .from(tourCategories)
    .where(categoryCondition(filter))
    .orderBy(asc(tourCategories.name), asc(tourCategories.id))
    .limit(10_000);
  return rows.map(withCounts);
}

export async function findCategoryById(
  executor: TExecutor,
  id: number,
): Promise<TCategoryWithCounts | null> {
  const [row] = await executor
    .select({ category: tourCategories, tourCount, publishedTourCount })
    .from(tourCategories)
    .where(eq(tourCategories.id, id));
  return row ? withCounts(row) : null;
}

export async function findCategoryByName(
  executor: TExecutor,
  name: string,
): Promise<TCategoryRow | null> {
  const [row] = await executor
    .select()
    .from(tourCategories)
    .where(sql`lower(${tourCategories.name}) = lower(${name})`);
  return row ?? null;
}

export async function insertCategory(
  executor: TExecutor,
  fields: { name: string; description: string },
  at: Date,
): Promise<number> {
  const [row] = await executor
    .insert(tourCategories)
    .values({ ...fields, createdAt: at, updatedAt: at })
    .returning({ id: tourCategories.id });
  if (!row) throw new Error('tour_categories: insert returned no row');
  return row.id;
}

export async function updateCategory(
  executor: TExecutor,
  id: number,
  fields: { name: string; description: string },
  at: Date,
): Promise<void> {
  await executor
    .update(tourCategories)
    .set({ ...fields, updatedAt: at })
    .where(eq(tourCategories.id, id));
}

export async function deleteCategory(executor: TExecutor, id: number): Promise<void> {
  await executor.delete(tourCategories).where(eq(tourCategories.id, id));
}

/** Every category, by name (the tour form's picker). */
export function findCategoryOptions(executor: TExecutor) {
  return executor
    .select({ id: tourCategories.id, name: tourCategories.name })
    .from(tourCategories)
    .orderBy(asc(tourCategories.name), asc(tourCategories.id));
}

// ---------------------------------------------------------------------------------------------
// Tours

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
};

function detailsQuery(executor: TExecutor) {
  return executor
    .select(detailColumns)
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, tours.supplierId))
    .innerJoin(startLocation, eq(startLocation.id, tours.startLocationId))
    .innerJoin(endLocation, eq(endLocation.id, tours.endLocationId));
}

function toDetails(row: {
  tour: TTourRow;
  overview: TLocalizedText;
  inclusions: TLocalizedText;
  categoryName: string;
  supplierName: string;
  supplierPhone: string | null;
  supplierAddress: string;
  startLocationName: string;
  endLocationName: string;
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

/** Whether any departure of the tour was ever booked (its product then stays as sold). */
export async function tourHasBookings(executor: TExecutor, tourId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .innerJoin(tourDepartures, eq(tourDepartures.id, tourBookings.departureId))
    .where(eq(tourDepartures.tourId, tourId))
    .limit(1);
  return row !== undefined;
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

// ---------------------------------------------------------------------------------------------
// Seasons and rates

async function attachRates(
  executor: TExecutor,
  seasons: TSeasonRow[],
): Promise<TSeasonWithRates[]> {
  if (seasons.length === 0) return [];
  const rates = await executor
    .select()
    .from(tourRates)
    .where(
      inArray(
        tourRates.seasonId,
        seasons.map((season) => season.id),
      ),
    )
    .orderBy(asc(tourRates.roomType));
  return seasons.map((season) => ({
    ...season,
    rates: rates.filter((rate) => rate.seasonId === season.id),
  }));
}

export async function findSeasonsOfTours(
  executor: TExecutor,
  tourIds: readonly number[],
): Promise<TSeasonWithRates[]> {
  if (tourIds.length === 0) return [];
  const seasons = await executor
    .select()
    .from(tourSeasons)
    .where(inArray(tourSeasons.tourId, [...new Set(tourIds)]))
    .orderBy(asc(tourSeasons.validFrom), asc(tourSeasons.id));
  return attachRates(executor, seasons);
}

export function findSeasonsOfTour(executor: TExecutor, tourId: number) {
  return findSeasonsOfTours(executor, [tourId]);
}

export async function findSeasonById(
  executor: TExecutor,
  id: number,
): Promise<TSeasonWithRates | null> {
  const seasons = await executor.select().from(tourSeasons).where(eq(tourSeasons.id, id));
  const [season] = await attachRates(executor, seasons);
  return season ?? null;
}

export async function insertSeason(
  executor: TExecutor,
  tourId: number,
  fields: { name: string; validFrom: string; validTo: string },
  rates: readonly TRateFields[],
  at: Date,
): Promise<number> {
  const [row] = await executor
    .insert(tourSeasons)
    .values({ ...fields, tourId, createdAt: at, updatedAt: at })
    .returning({ id: tourSeasons.id });
  if (!row) throw new Error('tour_seasons: insert returned no row');
  await executor.insert(tourRates).values(rates.map((rate) => ({ ...rate, seasonId: row.id })));
  return row.id;
}

export async function updateSeason(
  executor: TExecutor,
  id: number,
  fields: { name: string; validFrom: string; validTo: string },
  rates: readonly TRateFields[],
  at: Date,
): Promise<void> {
  await executor
    .update(tourSeasons)
    .set({ ...fields, updatedAt: at })
    .where(eq(tourSeasons.id, id));
  await executor.delete(tourRates).where(eq(tourRates.seasonId, id));
  await executor.insert(tourRates).values(rates.map((rate) => ({ ...rate, seasonId: id })));
}

export async function deleteSeason(executor: TExecutor, id: number): Promise<void> {
  await executor.delete(tourSeasons).where(eq(tourSeasons.id, id));
}

/** Locks the tour's row so two season saves of one tour cannot both pass the overlap check. */
export async function lockTour(executor: TExecutor, tourId: number): Promise<TTourRow | null> {
  const [row] = await executor.select().from(tours).where(eq(tours.id, tourId)).for('update');
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Departures

/** Per departure: the active bookings' count and the sell, net and cost of their lines. */
function salesSubquery(executor: TExecutor) {
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

function departureWithSales(row: {
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

/** Whether anyone ever booked the departure (released bookings count: they are its history). */
export async function departureHasBookings(executor: TExecutor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .where(eq(tourBookings.departureId, id))
    .limit(1);
  return row !== undefined;
}

export async function findDepartureBookings(executor: TExecutor, departureId: number) {
  return executor
    .select({
      id: tourBookings.id,
      fileReference: files.reference,
      fileStatus: files.status,
      bookingName: files.bookingName,
      agencyName: agencies.name,
      seats: tourBookings.seats,
      rooms: tourBookings.rooms,
      lineStatus: fileServiceLines.status,
      sellCents: fileServiceLines.sellCents,
      netCents: fileServiceLines.netCents,
      costCents: fileServiceLines.costCents,
      bookedAt: tourBookings.createdAt,
      releasedAt: tourBookings.releasedAt,
    })
    .from(tourBookings)
    .innerJoin(files, eq(files.id, tourBookings.fileId))
    .innerJoin(agencies, eq(agencies.id, tourBookings.agencyId))
    .innerJoin(fileServiceLines, eq(fileServiceLines.id, tourBookings.serviceLineId))
    .where(eq(tourBookings.departureId, departureId))
    .orderBy(asc(tourBookings.createdAt), asc(tourBookings.id))
    .limit(1_000);
}

export type TYieldDepartureRow = TDepartureWithSales & {
  tourCode: string;
  tourName: string;
  brandId: number;
};

/**
 * Departures leaving in a date range that still run (cancelled ones left out), with their
 * tour and sales, for the forward-risk view. A year of weekly departures of fifty tours is a few
 * thousand rows, which the service ranks in memory.
 */
export async function findDeparturesForYield(
  executor: TExecutor,
  filter: { from: string; to: string; brandId?: number | undefined; tourId?: number | undefined },
): Promise<TYieldDepartureRow[]> {
  const sales = salesSubquery(executor);
  const rows = await executor
    .select({
      departure: tourDepartures,
      bookingCount: sales.bookingCount,
      sellCents: sales.sellCents,
      netCents: sales.netCents,
      costCents: sales.costCents,
      tourCode: tours.code,
      tourName: tours.name,
      brandId: tours.brandId,
    })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .leftJoin(sales, eq(sales.departureId, tourDepartures.id))
    .where(
      and(
        gte(tourDepartures.departureDate, filter.from),
        lte(tourDepartures.departureDate, filter.to),
        ne(tourDepartures.status, 'cancelled'),
        filter.brandId === undefined ? undefined : eq(tours.brandId, filter.brandId),
        filter.tourId === undefined ? undefined : eq(tours.id, filter.tourId),
      ),
    )
    .orderBy(asc(tourDepartures.departureDate), asc(tourDepartures.id))
    .limit(20_000);
  return rows.map((row) => ({
    ...departureWithSales(row),
    tourCode: row.tourCode,
    tourName: row.tourName,
    brandId: row.brandId,
  }));
}

// ---------------------------------------------------------------------------------------------
// Agents

export interface TAgentTourFilter {
  brandId: number;
  q?: string | undefined;
  categoryId?: number | undefined;
}

function agentCondition(filter: TAgentTourFilter): SQL | undefined {
  return and(
    eq(tours.brandId, filter.brandId),
    eq(tours.status, 'published'),
    filter.categoryId === undefined ? undefined : eq(tours.categoryId, filter.categoryId),
    filter.q
      ? or(ilike(tours.name, likePattern(filter.q)), ilike(tours.code, likePattern(filter.q)))
      : undefined,
  );
}

export async function findAgentToursPage(
  executor: TExecutor,
  filter: TAgentTourFilter & { page: number; perPage: number },
): Promise<{ rows: TTourDetails[]; total: number }> {
  const where = agentCondition(filter);
  const rows = await detailsQuery(executor)
    .where(where)
    .orderBy(asc(tours.name), asc(tours.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [totals] = await executor.select({ total: count() }).from(tours).where(where);
  return { rows: rows.map(toDetails), total: totals?.total ?? 0 };
}

export async function findAllAgentTours(
  executor: TExecutor,
  filter: TAgentTourFilter & { tourId?: number | undefined },
): Promise<TTourDetails[]> {
  const rows = await detailsQuery(executor)
    .where(
      and(
        agentCondition(filter),
        filter.tourId === undefined ? undefined : eq(tours.id, filter.tourId),
      ),
    )
    .orderBy(asc(tours.name), asc(tours.id))
    .limit(1_000);
  return rows.map(toDetails);
}

/** Categories that hold published tours of the brand, with how many. */
export function findAgentCategories(executor: TExecutor, brandId: number) {
  return executor
    .select({
      id: tourCategories.id,
      name: tourCategories.name,
      tourCount: sql<number>`count(${tours.id})::int`,
    })
    .from(tourCategories)
    .innerJoin(
      tours,
      and(
        eq(tours.categoryId, tourCategories.id),
        eq(tours.brandId, brandId),
        eq(tours.status, 'published'),
      ),
    )
    .groupBy(tourCategories.id, tourCategories.name)
    .orderBy(asc(tourCategories.name));
}
