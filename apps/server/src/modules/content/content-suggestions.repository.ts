import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TContentSuggestionCsvQuery } from '@portal/shared/contracts/content';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import type { TExecutor } from '../../db/database';
import { contentBatchItems, contentSuggestions, contentTexts } from '../../db/schema/content';
import type { TContentAuthor } from './content-store.repository';

export type TContentSuggestionRow = typeof contentSuggestions.$inferSelect;
export type TContentSuggestionListRow = TContentSuggestionRow & {
  entityCode: string;
  entityName: string;
  currentText: string;
  currentVersion: number;
};

const listColumns = {
  suggestion: contentSuggestions,
  entityCode: contentBatchItems.entityCode,
  entityName: contentBatchItems.entityName,
  currentText: sql<string>`coalesce(${contentTexts.text}, '')`,
  currentVersion: sql<number>`coalesce(${contentTexts.version}, 0)`,
};

type TJoined = {
  suggestion: TContentSuggestionRow;
  entityCode: string;
  entityName: string;
  currentText: string;
  currentVersion: number;
};

function flatten(row: TJoined): TContentSuggestionListRow {
  return {
    ...row.suggestion,
    entityCode: row.entityCode,
    entityName: row.entityName,
    currentText: row.currentText,
    currentVersion: Number(row.currentVersion),
  };
}

function joined(executor: TExecutor) {
  return executor
    .select(listColumns)
    .from(contentSuggestions)
    .innerJoin(contentBatchItems, eq(contentBatchItems.id, contentSuggestions.itemId))
    .leftJoin(
      contentTexts,
      and(
        eq(contentTexts.entityKind, contentSuggestions.entityKind),
        eq(contentTexts.entityId, contentSuggestions.entityId),
        eq(contentTexts.field, contentSuggestions.field),
        eq(contentTexts.language, contentSuggestions.language),
      ),
    );
}

function conditions(filter: TContentSuggestionCsvQuery): SQL | undefined {
  const where: SQL[] = [];
  if (filter.batch_id !== undefined) where.push(eq(contentSuggestions.batchId, filter.batch_id));
  if (filter.status) where.push(eq(contentSuggestions.status, filter.status));
  if (filter.kind) where.push(eq(contentSuggestions.entityKind, filter.kind));
  if (filter.language) where.push(eq(contentSuggestions.language, filter.language));
  if (filter.type) where.push(eq(contentSuggestions.type, filter.type));
  return where.length > 0 ? and(...where) : undefined;
}

/** Newest batch first; within it the items in batch order, English first. */
const ORDER = [
  desc(contentSuggestions.batchId),
  asc(contentSuggestions.itemId),
  asc(contentSuggestions.language),
  asc(contentSuggestions.id),
];

export async function findSuggestionsPage(
  executor: TExecutor,
  filter: TContentSuggestionCsvQuery & { page: number; perPage: number },
): Promise<{ rows: TContentSuggestionListRow[]; total: number }> {
  const where = conditions(filter);
  const [rows, totals] = await Promise.all([
    joined(executor)
      .where(where)
      .orderBy(...ORDER)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(contentSuggestions).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.total ?? 0 };
}

export async function findAllSuggestions(
  executor: TExecutor,
  filter: TContentSuggestionCsvQuery,
  limit: number,
): Promise<TContentSuggestionListRow[]> {
  const rows = await joined(executor)
    .where(conditions(filter))
    .orderBy(...ORDER)
    .limit(limit);
  return rows.map(flatten);
}

export async function findSuggestionById(
  executor: TExecutor,
  id: number,
): Promise<TContentSuggestionListRow | null> {
  const [row] = await joined(executor).where(eq(contentSuggestions.id, id));
  return row ? flatten(row) : null;
}

export async function lockSuggestion(
  executor: TExecutor,
  id: number,
): Promise<TContentSuggestionRow | null> {
  const [row] = await executor
    .select()
    .from(contentSuggestions)
    .where(eq(contentSuggestions.id, id))
    .for('update');
  return row ?? null;
}

/** A newer suggestion for the same text and language replaces the pending ones. */
export async function supersedePendingSuggestions(
  executor: TExecutor,
  key: { kind: string; entityId: number; field: string; language: TContentLanguage },
): Promise<void> {
  await executor
    .update(contentSuggestions)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(contentSuggestions.entityKind, key.kind),
        eq(contentSuggestions.entityId, key.entityId),
        eq(contentSuggestions.field, key.field),
        eq(contentSuggestions.language, key.language),
        eq(contentSuggestions.status, 'pending'),
      ),
    );
}

export async function insertSuggestions(
  executor: TExecutor,
  rows: readonly (typeof contentSuggestions.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await executor.insert(contentSuggestions).values([...rows]);
}

/** Records a person's decision on a pending suggestion (conditional: only once). */
export async function decideSuggestion(
  executor: TExecutor,
  input: {
    id: number;
    status: 'accepted' | 'rejected';
    author: TContentAuthor;
    at: Date;
    acceptedVersion: number | null;
  },
): Promise<boolean> {
  const rows = await executor
    .update(contentSuggestions)
    .set({
      status: input.status,
      decidedAt: input.at,
      decidedByUserId: input.author.userId,
      decidedByLabel: input.author.label,
      acceptedVersion: input.acceptedVersion,
    })
    .where(and(eq(contentSuggestions.id, input.id), eq(contentSuggestions.status, 'pending')))
    .returning({ id: contentSuggestions.id });
  return rows.length > 0;
}
