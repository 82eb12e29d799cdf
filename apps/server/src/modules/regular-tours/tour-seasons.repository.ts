import { asc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { tourRates, tourSeasons, tours } from '../../db/schema/tours';
import type { TTourRow } from './tours.repository';

/** A tour's seasons and the rates of each, per room type. */

export type TSeasonRow = typeof tourSeasons.$inferSelect;
export type TRateRow = typeof tourRates.$inferSelect;
export type TSeasonWithRates = TSeasonRow & { rates: TRateRow[] };
export type TRateFields = Omit<typeof tourRates.$inferInsert, 'id' | 'seasonId'>;

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
