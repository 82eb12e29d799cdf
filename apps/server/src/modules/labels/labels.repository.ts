import { asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/database';
import { fileLabels, labels } from '../../db/schema/labels';
import { likePattern } from '../../lib/database-errors';

export type TLabelRow = typeof labels.$inferSelect;
export type TLabelWithCount = TLabelRow & { fileCount: number };
export type TLabelFields = Pick<typeof labels.$inferInsert, 'name' | 'colour' | 'description'>;

const fileCount = sql<number>`(select count(*)::int from ${fileLabels} where ${fileLabels.labelId} = ${labels.id})`;

function listCondition(filter: { q?: string | undefined }): SQL | undefined {
  if (!filter.q) return undefined;
  const pattern = likePattern(filter.q);
  return or(ilike(labels.name, pattern), ilike(labels.description, pattern));
}

export async function findLabelsPage(
  executor: TExecutor,
  filter: { q?: string | undefined; page: number; perPage: number },
): Promise<{ rows: TLabelWithCount[]; total: number }> {
  const where = listCondition(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select({ label: labels, fileCount })
      .from(labels)
      .where(where)
      .orderBy(asc(labels.name), asc(labels.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(labels).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.label, fileCount: row.fileCount })),
    total: totals[0]?.total ?? 0,
  };
}

/** Every label matching the filter (the CSV export), capped so an export stays bounded. */
export async function findAllLabels(
  executor: TExecutor,
  filter: { q?: string | undefined },
): Promise<TLabelWithCount[]> {
  const rows = await executor
    .select({ label: labels, fileCount })
    .from(labels)
    .where(listCondition(filter))
    .orderBy(asc(labels.name), asc(labels.id))
    .limit(10_000);
  return rows.map((row) => ({ ...row.label, fileCount: row.fileCount }));
}

export async function findLabelById(
  executor: TExecutor,
  id: number,
): Promise<TLabelWithCount | null> {
  const [row] = await executor
    .select({ label: labels, fileCount })
    .from(labels)
    .where(eq(labels.id, id));
  return row ? { ...row.label, fileCount: row.fileCount } : null;
}

export async function findLabelByName(
  executor: TExecutor,
  name: string,
): Promise<TLabelRow | null> {
  const [row] = await executor
    .select()
    .from(labels)
    .where(sql`lower(${labels.name}) = lower(${name})`);
  return row ?? null;
}

export async function findLabelsByIds(
  executor: TExecutor,
  ids: readonly number[],
): Promise<TLabelRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(labels)
    .where(inArray(labels.id, [...ids]))
    .orderBy(asc(labels.name));
}

export async function insertLabel(
  executor: TExecutor,
  fields: TLabelFields,
  at: Date,
): Promise<number> {
  const [row] = await executor
    .insert(labels)
    .values({ ...fields, createdAt: at, updatedAt: at })
    .returning({ id: labels.id });
  if (!row) throw new Error('labels: insert returned no row');
  return row.id;
}

export async function updateLabel(
  executor: TExecutor,
  id: number,
  fields: TLabelFields,
  at: Date,
): Promise<void> {
  await executor
    .update(labels)
    .set({ ...fields, updatedAt: at })
    .where(eq(labels.id, id));
}

export async function deleteLabel(executor: TExecutor, id: number): Promise<void> {
  await executor.delete(labels).where(eq(labels.id, id));
}

/** The labels on one file, by name. */
export async function findFileLabels(executor: TExecutor, fileId: number): Promise<TLabelRow[]> {
  const rows = await executor
    .select({ label: labels })
    .from(fileLabels)
    .innerJoin(labels, eq(labels.id, fileLabels.labelId))
    .where(eq(fileLabels.fileId, fileId))
    .orderBy(asc(labels.name), asc(labels.id));
  return rows.map((row) => row.label);
}

/** The labels of many files at once (list screens): file id -> labels by name. */
export async function findLabelsOfFiles(
  executor: TExecutor,
  fileIds: readonly number[],
): Promise<Map<number, TLabelRow[]>> {
  const byFile = new Map<number, TLabelRow[]>();
  if (fileIds.length === 0) return byFile;
  const rows = await executor
    .select({ fileId: fileLabels.fileId, label: labels })
    .from(fileLabels)
    .innerJoin(labels, eq(labels.id, fileLabels.labelId))
    .where(inArray(fileLabels.fileId, [...fileIds]))
    .orderBy(asc(labels.name), asc(labels.id));
  for (const row of rows) {
    const list = byFile.get(row.fileId) ?? [];
    list.push(row.label);
    byFile.set(row.fileId, list);
  }
  return byFile;
}

export async function replaceFileLabels(
  executor: TExecutor,
  fileId: number,
  labelIds: readonly number[],
  by: { userId: number; at: Date },
): Promise<void> {
  await executor.delete(fileLabels).where(eq(fileLabels.fileId, fileId));
  if (labelIds.length === 0) return;
  await executor
    .insert(fileLabels)
    .values(
      labelIds.map((labelId) => ({ fileId, labelId, addedByUserId: by.userId, addedAt: by.at })),
    );
}

/**
 * The ids of the files carrying a label, for the back-office file list's label filter.
 * Use `fileHasLabel` instead to filter inside the list's own query.
 */
export async function fileIdsWithLabel(executor: TExecutor, labelId: number): Promise<number[]> {
  const rows = await executor
    .select({ fileId: fileLabels.fileId })
    .from(fileLabels)
    .where(eq(fileLabels.labelId, labelId));
  return rows.map((row) => row.fileId);
}

/**
 * A WHERE fragment: the file whose id column is `fileIdColumn` carries the label. E.g.
 * `.where(and(..., fileHasLabel(files.id, query.labelId)))`.
 */
export function fileHasLabel(fileIdColumn: AnyPgColumn, labelId: number): SQL {
  return sql`exists (select 1 from ${fileLabels} where ${fileLabels.fileId} = ${fileIdColumn} and ${fileLabels.labelId} = ${labelId})`;
}
