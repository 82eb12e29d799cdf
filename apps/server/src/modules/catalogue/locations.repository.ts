import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { TDrivingNote } from '@portal/shared/contracts/catalogue';
import type { TCountryCode } from '@portal/shared/domain/pricing/codes';
import type { TExecutor } from '../../db/database';
import { locationDrivingNotes, locations } from '../../db/schema/catalogue-locations';
import { products } from '../../db/schema/catalogue-products';
import { likePattern } from '../../lib/database-errors';

export type TLocationRow = typeof locations.$inferSelect;
export type TLocationWithNotes = TLocationRow & { drivingNotes: TDrivingNote[] };
export type TLocationFields = Pick<
  typeof locations.$inferInsert,
  'code' | 'name' | 'region' | 'country' | 'latitude' | 'longitude'
>;

async function attachDrivingNotes(
  executor: TExecutor,
  rows: TLocationRow[],
): Promise<TLocationWithNotes[]> {
  if (rows.length === 0) return [];
  const notes = await executor
    .select()
    .from(locationDrivingNotes)
    .where(
      inArray(
        locationDrivingNotes.fromLocationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(locationDrivingNotes.fromLocationId), asc(locationDrivingNotes.toLocationId));
  return rows.map((row) => ({
    ...row,
    drivingNotes: notes
      .filter((note) => note.fromLocationId === row.id)
      .map(({ toLocationId, km, minutes, notes: text }) => ({
        toLocationId,
        km,
        minutes,
        notes: text,
      })),
  }));
}

export interface TLocationFilter {
  q?: string | undefined;
  country?: TCountryCode | undefined;
}

export async function findLocationsPage(
  executor: TExecutor,
  filter: TLocationFilter & { page: number; perPage: number },
): Promise<{ rows: TLocationWithNotes[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(locations.name, pattern), ilike(locations.code, pattern));
    if (match) conditions.push(match);
  }
  if (filter.country) conditions.push(eq(locations.country, filter.country));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(locations)
      .where(where)
      .orderBy(asc(locations.name), asc(locations.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(locations).where(where),
  ]);
  return { rows: await attachDrivingNotes(executor, rows), total: totals[0]?.total ?? 0 };
}

export async function findLocationById(
  executor: TExecutor,
  id: number,
): Promise<TLocationWithNotes | null> {
  const rows = await executor.select().from(locations).where(eq(locations.id, id));
  const [row] = await attachDrivingNotes(executor, rows);
  return row ?? null;
}

export async function findLocationByCode(
  executor: TExecutor,
  code: string,
): Promise<TLocationRow | null> {
  const [row] = await executor.select().from(locations).where(eq(locations.code, code));
  return row ?? null;
}

/** The ids among `ids` that exist. */
export async function findExistingLocationIds(
  executor: TExecutor,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

export async function insertLocation(
  executor: TExecutor,
  fields: TLocationFields,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(locations)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: locations.id });
  if (!row) throw new Error('locations insert returned no row');
  return row.id;
}

export async function updateLocation(
  executor: TExecutor,
  id: number,
  fields: Partial<TLocationFields>,
  now: Date,
): Promise<void> {
  await executor
    .update(locations)
    .set({ ...fields, updatedAt: now })
    .where(eq(locations.id, id));
}

export async function replaceDrivingNotes(
  executor: TExecutor,
  fromLocationId: number,
  notes: readonly TDrivingNote[],
): Promise<void> {
  await executor
    .delete(locationDrivingNotes)
    .where(eq(locationDrivingNotes.fromLocationId, fromLocationId));
  if (notes.length === 0) return;
  await executor
    .insert(locationDrivingNotes)
    .values(notes.map((note) => ({ fromLocationId, ...note })));
}

/**
 * The places that have at least one active product, by name: what agents can search the catalogue
 * in (product search, alternatives). Packages start in only a few of them.
 */
export function findLocationsWithProducts(executor: TExecutor) {
  return executor
    .selectDistinct({
      id: locations.id,
      code: locations.code,
      name: locations.name,
      region: locations.region,
      country: locations.country,
    })
    .from(locations)
    .innerJoin(products, and(eq(products.locationId, locations.id), eq(products.active, true)))
    .orderBy(asc(locations.name), asc(locations.id));
}
