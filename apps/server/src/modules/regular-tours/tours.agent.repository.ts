import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { tourCategories, tours } from '../../db/schema/tours';
import { likePattern } from '../../lib/database-errors';
import { detailsQuery, toDetails, type TTourDetails } from './tours.repository';

/** What agents read of the regular tours: a brand's published tours and their categories. */

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
