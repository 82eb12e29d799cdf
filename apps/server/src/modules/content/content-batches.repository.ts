import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_BATCH_STATUSES,
  type TContentBatchStatus,
} from '@portal/shared/domain/content-codes';
import { selectRows, type TExecutor } from '../../db/database';
import { contentBatchItems, contentBatches, contentSuggestions } from '../../db/schema/content';

export type TContentBatchRow = typeof contentBatches.$inferSelect;
export type TContentBatchItemRow = typeof contentBatchItems.$inferSelect;
export type TContentBatchListRow = TContentBatchRow & {
  suggestionCount: number;
  pendingSuggestions: number;
};

// Correlated subqueries name the outer table: drizzle writes a lone column unqualified, and
// inside the subquery "id" would be the subquery's own.
const suggestionCount = sql<number>`(select count(*)::int from ${contentSuggestions} s where s.batch_id = ${contentBatches}.id)`;
const pendingSuggestions = sql<number>`(select count(*)::int from ${contentSuggestions} s where s.batch_id = ${contentBatches}.id and s.status = 'pending')`;
const listColumns = { batch: contentBatches, suggestionCount, pendingSuggestions };

function flatten(row: {
  batch: TContentBatchRow;
  suggestionCount: number;
  pendingSuggestions: number;
}): TContentBatchListRow {
  return {
    ...row.batch,
    suggestionCount: row.suggestionCount,
    pendingSuggestions: row.pendingSuggestions,
  };
}

export async function insertBatch(
  executor: TExecutor,
  fields: Omit<typeof contentBatches.$inferInsert, 'id'>,
  items: readonly Pick<
    typeof contentBatchItems.$inferInsert,
    'entityKind' | 'entityId' | 'field' | 'entityCode' | 'entityName'
  >[],
): Promise<number> {
  const [batch] = await executor
    .insert(contentBatches)
    .values(fields)
    .returning({ id: contentBatches.id });
  if (!batch) throw new Error('content_batches insert returned no row');
  for (let start = 0; start < items.length; start += 500) {
    await executor
      .insert(contentBatchItems)
      .values(items.slice(start, start + 500).map((item) => ({ ...item, batchId: batch.id })));
  }
  return batch.id;
}

export async function findBatchById(
  executor: TExecutor,
  id: number,
): Promise<TContentBatchListRow | null> {
  const [row] = await executor
    .select(listColumns)
    .from(contentBatches)
    .where(eq(contentBatches.id, id));
  return row ? flatten(row) : null;
}

function batchConditions(filter: { status?: TContentBatchStatus | undefined }): SQL | undefined {
  return filter.status ? eq(contentBatches.status, filter.status) : undefined;
}

export async function findBatchesPage(
  executor: TExecutor,
  filter: { status?: TContentBatchStatus | undefined; page: number; perPage: number },
): Promise<{ rows: TContentBatchListRow[]; total: number }> {
  const where = batchConditions(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select(listColumns)
      .from(contentBatches)
      .where(where)
      .orderBy(desc(contentBatches.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(contentBatches).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.total ?? 0 };
}

export async function findAllBatches(
  executor: TExecutor,
  filter: { status?: TContentBatchStatus | undefined },
  limit: number,
): Promise<TContentBatchListRow[]> {
  const rows = await executor
    .select(listColumns)
    .from(contentBatches)
    .where(batchConditions(filter))
    .orderBy(desc(contentBatches.id))
    .limit(limit);
  return rows.map(flatten);
}

export async function findActiveBatchIds(executor: TExecutor): Promise<number[]> {
  const rows = await executor
    .select({ id: contentBatches.id })
    .from(contentBatches)
    .where(inArray(contentBatches.status, [...ACTIVE_BATCH_STATUSES]))
    .orderBy(contentBatches.id);
  return rows.map((row) => row.id);
}

/** Queued becomes running (once: the first worker to get there). */
export async function markBatchRunning(executor: TExecutor, id: number, at: Date): Promise<void> {
  await executor
    .update(contentBatches)
    .set({ status: 'running', startedAt: at })
    .where(and(eq(contentBatches.id, id), eq(contentBatches.status, 'queued')));
}

/**
 * Claims the batch's next item for one worker: a pending item, or one whose claim went stale (its
 * worker stopped) with attempts left. One conditional UPDATE: `for update skip locked` lets
 * concurrent workers (several server instances) each take a different row, never the same one.
 */
export async function claimNextItem(
  executor: TExecutor,
  input: { batchId: number; token: string; at: Date; staleBefore: Date; maxAttempts: number },
): Promise<TContentBatchItemRow | null> {
  const [row] = await selectRows<{ id: number }>(
    executor,
    sql`update ${contentBatchItems} set status = 'running', claim_token = ${input.token},
          claimed_at = ${input.at.toISOString()}::timestamptz, attempts = attempts + 1
        where id = (
          select id from ${contentBatchItems}
          where batch_id = ${input.batchId}
            and (status = 'pending'
              or (status = 'running' and claimed_at < ${input.staleBefore.toISOString()}::timestamptz
                  and attempts < ${input.maxAttempts}))
          order by id
          limit 1
          for update skip locked
        )
        returning id`,
  );
  if (!row) return null;
  const [item] = await executor
    .select()
    .from(contentBatchItems)
    .where(eq(contentBatchItems.id, row.id));
  return item ?? null;
}

/** Ends an item while its claim still holds; false when another worker took it over meanwhile. */
export async function finishItem(
  executor: TExecutor,
  input: { itemId: number; token: string; at: Date; error: string | null },
): Promise<boolean> {
  const rows = await executor
    .update(contentBatchItems)
    .set({
      status: input.error === null ? 'done' : 'failed',
      error: input.error,
      finishedAt: input.at,
    })
    .where(
      and(
        eq(contentBatchItems.id, input.itemId),
        eq(contentBatchItems.claimToken, input.token),
        eq(contentBatchItems.status, 'running'),
      ),
    )
    .returning({ id: contentBatchItems.id });
  return rows.length > 0;
}

export async function countItemOutcome(
  executor: TExecutor,
  batchId: number,
  outcome: { done: number; failed: number; error: string | null },
): Promise<void> {
  await executor
    .update(contentBatches)
    .set({
      done: sql`${contentBatches.done} + ${outcome.done}`,
      failed: sql`${contentBatches.failed} + ${outcome.failed}`,
      ...(outcome.error === null
        ? {}
        : { lastError: sql`coalesce(${contentBatches.lastError}, ${outcome.error})` }),
    })
    .where(eq(contentBatches.id, batchId));
}

/** Items whose workers stopped too often: failed, so the batch can end. Answers how many. */
export async function failAbandonedItems(
  executor: TExecutor,
  input: { batchId: number; at: Date; staleBefore: Date; maxAttempts: number; error: string },
): Promise<number> {
  const rows = await executor
    .update(contentBatchItems)
    .set({ status: 'failed', error: input.error, finishedAt: input.at })
    .where(
      and(
        eq(contentBatchItems.batchId, input.batchId),
        eq(contentBatchItems.status, 'running'),
        sql`${contentBatchItems.claimedAt} < ${input.staleBefore.toISOString()}::timestamptz`,
        sql`${contentBatchItems.attempts} >= ${input.maxAttempts}`,
      ),
    )
    .returning({ id: contentBatchItems.id });
  return rows.length;
}

/** Running becomes completed once no item is left to do (once: conditional on both). */
export async function completeBatchIfDone(
  executor: TExecutor,
  id: number,
  at: Date,
): Promise<boolean> {
  const rows = await executor
    .update(contentBatches)
    .set({ status: 'completed', finishedAt: at })
    .where(
      and(
        eq(contentBatches.id, id),
        eq(contentBatches.status, 'running'),
        sql`not exists (select 1 from ${contentBatchItems} i where i.batch_id = ${contentBatches}.id and i.status in ('pending', 'running'))`,
      ),
    )
    .returning({ id: contentBatches.id });
  return rows.length > 0;
}

/** Stops a queued or running batch: its pending items are cancelled, running ones may finish. */
export async function cancelBatch(executor: TExecutor, id: number, at: Date): Promise<boolean> {
  const rows = await executor
    .update(contentBatches)
    .set({ status: 'cancelled', finishedAt: at })
    .where(
      and(eq(contentBatches.id, id), inArray(contentBatches.status, [...ACTIVE_BATCH_STATUSES])),
    )
    .returning({ id: contentBatches.id });
  if (rows.length === 0) return false;
  await executor
    .update(contentBatchItems)
    .set({ status: 'cancelled', finishedAt: at })
    .where(and(eq(contentBatchItems.batchId, id), eq(contentBatchItems.status, 'pending')));
  return true;
}
