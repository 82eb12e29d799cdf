import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { tourCategories } from '../../db/schema/tours';
import { likePattern } from '../../lib/database-errors';

/** Tour categories: the back office's list and form, and the tour form's picker. */

export type TCategoryRow = typeof tourCategories.$inferSelect;
export type TCategoryWithCounts = TCategoryRow & { tourCount: number; publishedTourCount: number };

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
