import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { TItineraryAlertCsvQuery } from '@portal/shared/contracts/itinerary-alerts';
import type { TExecutor } from '../../db/database';
import { locations } from '../../db/schema/catalogue-locations';
import { itineraryAlerts } from '../../db/schema/itinerary-alerts';
import { likePattern } from '../../lib/database-errors';

export type TItineraryAlertRow = typeof itineraryAlerts.$inferSelect;
export type TItineraryAlertWithLocation = TItineraryAlertRow & { locationName: string | null };
export type TItineraryAlertFields = Pick<
  typeof itineraryAlerts.$inferInsert,
  'title' | 'message' | 'severity' | 'locationId' | 'startsOn' | 'endsOn' | 'isActive'
>;

const selection = { alert: itineraryAlerts, locationName: locations.name };

function flatten(row: {
  alert: TItineraryAlertRow;
  locationName: string | null;
}): TItineraryAlertWithLocation {
  return { ...row.alert, locationName: row.locationName };
}

function listCondition(filter: TItineraryAlertCsvQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.active !== undefined) conditions.push(eq(itineraryAlerts.isActive, filter.active));
  if (filter.locationId !== undefined) {
    conditions.push(eq(itineraryAlerts.locationId, filter.locationId));
  }
  if (filter.date !== undefined) {
    conditions.push(lte(itineraryAlerts.startsOn, filter.date));
    conditions.push(gte(itineraryAlerts.endsOn, filter.date));
  }
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(
      ilike(itineraryAlerts.title, pattern),
      ilike(itineraryAlerts.message, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const listOrder = [desc(itineraryAlerts.startsOn), desc(itineraryAlerts.id)];

export async function findItineraryAlertsPage(
  executor: TExecutor,
  filter: TItineraryAlertCsvQuery & { page: number; perPage: number },
): Promise<{ rows: TItineraryAlertWithLocation[]; total: number }> {
  const where = listCondition(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select(selection)
      .from(itineraryAlerts)
      .leftJoin(locations, eq(locations.id, itineraryAlerts.locationId))
      .where(where)
      .orderBy(...listOrder)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(itineraryAlerts).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.total ?? 0 };
}

/** Every alert matching the filters (the CSV export), capped so an export stays bounded. */
export async function findAllItineraryAlerts(
  executor: TExecutor,
  filter: TItineraryAlertCsvQuery,
): Promise<TItineraryAlertWithLocation[]> {
  const rows = await executor
    .select(selection)
    .from(itineraryAlerts)
    .leftJoin(locations, eq(locations.id, itineraryAlerts.locationId))
    .where(listCondition(filter))
    .orderBy(...listOrder)
    .limit(10_000);
  return rows.map(flatten);
}

export async function findItineraryAlertById(
  executor: TExecutor,
  id: number,
): Promise<TItineraryAlertWithLocation | null> {
  const [row] = await executor
    .select(selection)
    .from(itineraryAlerts)
    .leftJoin(locations, eq(locations.id, itineraryAlerts.locationId))
    .where(eq(itineraryAlerts.id, id));
  return row ? flatten(row) : null;
}

/**
 * The active alerts a trip meets: their dates overlap the trip's, and they are for one of the
 * trip's locations or for everywhere.
 */
export async function findAlertsForTrip(
  executor: TExecutor,
  trip: { startsOn: string; endsOn: string; locationIds: readonly number[] },
): Promise<TItineraryAlertWithLocation[]> {
  const where = or(
    isNull(itineraryAlerts.locationId),
    ...(trip.locationIds.length > 0
      ? [inArray(itineraryAlerts.locationId, [...new Set(trip.locationIds)])]
      : []),
  );
  const rows = await executor
    .select(selection)
    .from(itineraryAlerts)
    .leftJoin(locations, eq(locations.id, itineraryAlerts.locationId))
    .where(
      and(
        eq(itineraryAlerts.isActive, true),
        lte(itineraryAlerts.startsOn, trip.endsOn),
        gte(itineraryAlerts.endsOn, trip.startsOn),
        where,
      ),
    )
    .orderBy(asc(itineraryAlerts.startsOn), asc(itineraryAlerts.id))
    .limit(50);
  return rows.map(flatten);
}

export async function locationExists(executor: TExecutor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, id));
  return row !== undefined;
}

export async function insertItineraryAlert(
  executor: TExecutor,
  fields: TItineraryAlertFields,
  by: { userId: number; name: string; at: Date },
): Promise<number> {
  const [row] = await executor
    .insert(itineraryAlerts)
    .values({
      ...fields,
      createdAt: by.at,
      updatedAt: by.at,
      updatedByUserId: by.userId,
      updatedByName: by.name,
    })
    .returning({ id: itineraryAlerts.id });
  if (!row) throw new Error('itinerary alerts: insert returned no row');
  return row.id;
}

export async function updateItineraryAlert(
  executor: TExecutor,
  id: number,
  fields: TItineraryAlertFields,
  by: { userId: number; name: string; at: Date },
): Promise<void> {
  await executor
    .update(itineraryAlerts)
    .set({ ...fields, updatedAt: by.at, updatedByUserId: by.userId, updatedByName: by.name })
    .where(eq(itineraryAlerts.id, id));
}

export async function deleteItineraryAlert(executor: TExecutor, id: number): Promise<void> {
  await executor.delete(itineraryAlerts).where(eq(itineraryAlerts.id, id));
}
