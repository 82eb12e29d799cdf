import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  GUIDE_HIGHLIGHT_END,
  GUIDE_HIGHLIGHT_START,
  type TGuideArticleRequest,
} from '@portal/shared/contracts/guide';
import type { TExecutor } from '../../db/database';
import { guideArticles, guideArticleVersions } from '../../db/schema/guide';
import { likePattern } from '../../lib/database-errors';

export type TGuideArticleRow = Omit<typeof guideArticles.$inferSelect, 'search'>;
export type TGuideVersionRow = typeof guideArticleVersions.$inferSelect;
export type TGuideListRow = Omit<TGuideArticleRow, 'body'> & { excerpt: string };

export interface TGuideFilter {
  q?: string | undefined;
  category?: string | undefined;
  /** Readers without `guide.manage` see published articles only. */
  publishedOnly: boolean;
}

const EXCERPT_LENGTH = 240;

/** Columns without the search vector (the database's business, never sent anywhere). */
const articleColumns = {
  id: guideArticles.id,
  title: guideArticles.title,
  slug: guideArticles.slug,
  category: guideArticles.category,
  sort: guideArticles.sort,
  body: guideArticles.body,
  isPublished: guideArticles.isPublished,
  createdAt: guideArticles.createdAt,
  updatedAt: guideArticles.updatedAt,
  updatedByUserId: guideArticles.updatedByUserId,
  updatedByName: guideArticles.updatedByName,
};

function searchQuery(q: string): SQL {
  return sql`websearch_to_tsquery('english', ${q})`;
}

function listCondition(filter: TGuideFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.publishedOnly) conditions.push(eq(guideArticles.isPublished, true));
  if (filter.category) conditions.push(eq(guideArticles.category, filter.category));
  if (filter.q) {
    // Words match by stem ("invoicing" finds "invoices"); a part of a title still finds it
    // while the reader is typing ("cred").
    conditions.push(
      or(
        sql`${guideArticles.search} @@ ${searchQuery(filter.q)}`,
        ilike(guideArticles.title, likePattern(filter.q)),
      ),
    );
  }
  return and(...conditions);
}

function excerptOf(filter: TGuideFilter): SQL<string> {
  if (!filter.q) {
    return sql<string>`left(${guideArticles.body}, ${EXCERPT_LENGTH})`;
  }
  const options = `StartSel=${GUIDE_HIGHLIGHT_START}, StopSel=${GUIDE_HIGHLIGHT_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;
  return sql<string>`ts_headline('english', ${guideArticles.body}, ${searchQuery(filter.q)}, ${options})`;
}

function orderOf(filter: TGuideFilter): SQL[] {
  const byPlace = [asc(guideArticles.category), asc(guideArticles.sort), asc(guideArticles.title)];
  if (!filter.q) return [...byPlace, asc(guideArticles.id)];
  return [
    desc(sql`ts_rank(${guideArticles.search}, ${searchQuery(filter.q)})`),
    ...byPlace,
    asc(guideArticles.id),
  ];
}

export async function findGuidePage(
  executor: TExecutor,
  filter: TGuideFilter & { page: number; perPage: number },
): Promise<{ rows: TGuideListRow[]; total: number }> {
  const where = listCondition(filter);
  const { body: _body, ...listColumns } = articleColumns;
  const [rows, totals] = await Promise.all([
    executor
      .select({ ...listColumns, excerpt: excerptOf(filter) })
      .from(guideArticles)
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(guideArticles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Every matching article (the CSV export), capped so an export stays bounded. */
export function findAllGuideArticles(
  executor: TExecutor,
  filter: TGuideFilter,
): Promise<TGuideArticleRow[]> {
  return executor
    .select(articleColumns)
    .from(guideArticles)
    .where(listCondition(filter))
    .orderBy(...orderOf(filter))
    .limit(10_000);
}

export async function findGuideCategories(
  executor: TExecutor,
  publishedOnly: boolean,
): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ category: guideArticles.category })
    .from(guideArticles)
    .where(publishedOnly ? eq(guideArticles.isPublished, true) : undefined)
    .orderBy(asc(guideArticles.category));
  return rows.map((row) => row.category);
}

export async function findGuideArticleById(
  executor: TExecutor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TGuideArticleRow | null> {
  const query = executor.select(articleColumns).from(guideArticles).where(eq(guideArticles.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export async function findGuideArticleBySlug(
  executor: TExecutor,
  slug: string,
): Promise<{ id: number } | null> {
  const [row] = await executor
    .select({ id: guideArticles.id })
    .from(guideArticles)
    .where(eq(guideArticles.slug, slug));
  return row ?? null;
}

interface TEditor {
  userId: number | null;
  name: string;
  at: Date;
}

export async function insertGuideArticle(
  executor: TExecutor,
  fields: TGuideArticleRequest,
  editor: TEditor,
): Promise<number> {
  const [row] = await executor
    .insert(guideArticles)
    .values({
      ...fields,
      createdAt: editor.at,
      updatedAt: editor.at,
      updatedByUserId: editor.userId,
      updatedByName: editor.name,
    })
    .returning({ id: guideArticles.id });
  if (!row) throw new Error('guide: insert returned no row');
  return row.id;
}

export async function updateGuideArticle(
  executor: TExecutor,
  id: number,
  fields: TGuideArticleRequest,
  editor: TEditor,
): Promise<void> {
  await executor
    .update(guideArticles)
    .set({
      ...fields,
      updatedAt: editor.at,
      updatedByUserId: editor.userId,
      updatedByName: editor.name,
    })
    .where(eq(guideArticles.id, id));
}

export async function deleteGuideArticle(executor: TExecutor, id: number): Promise<void> {
  await executor.delete(guideArticles).where(eq(guideArticles.id, id));
}

/** Records the article's saved state as its next version. */
export async function insertGuideVersion(
  executor: TExecutor,
  articleId: number,
  fields: Pick<TGuideArticleRequest, 'title' | 'category' | 'body' | 'isPublished'>,
  editor: TEditor,
): Promise<void> {
  await executor.insert(guideArticleVersions).values({
    articleId,
    version: sql`(select coalesce(max(${guideArticleVersions.version}), 0) + 1 from ${guideArticleVersions} where ${guideArticleVersions.articleId} = ${articleId})`,
    title: fields.title,
    category: fields.category,
    body: fields.body,
    isPublished: fields.isPublished,
    editedByUserId: editor.userId,
    editedByName: editor.name,
    createdAt: editor.at,
  });
}

export async function countGuideVersions(executor: TExecutor, articleId: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(guideArticleVersions)
    .where(eq(guideArticleVersions.articleId, articleId));
  return row?.total ?? 0;
}

export async function findGuideVersionsPage(
  executor: TExecutor,
  articleId: number,
  page: { page: number; perPage: number },
): Promise<{ rows: TGuideVersionRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    executor
      .select()
      .from(guideArticleVersions)
      .where(eq(guideArticleVersions.articleId, articleId))
      .orderBy(desc(guideArticleVersions.version))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    countGuideVersions(executor, articleId),
  ]);
  return { rows, total };
}
