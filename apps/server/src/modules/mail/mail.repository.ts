import { and, asc, count, desc, eq, ilike, inArray, lte } from 'drizzle-orm';
import type { TOutboxSort } from '@portal/shared/contracts/outbox';
import type { TDatabase, TExecutor } from '../../db/database';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { listOrderBy, type TListOrder } from '../../lib/list-order';

export type TMailRow = typeof mailOutbox.$inferSelect;
export type TNewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'to' | 'subject' | 'text' | 'html' | 'fileId' | 'attachments'
>;

export async function insertMail(executor: TExecutor, mail: TNewMail, now: Date): Promise<number> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ ...mail, status: 'pending', nextAttemptAt: now, createdAt: now })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/**
 * Claims up to `limit` due messages for this process: the rows are locked (other processes skip
 * them) and leased until `leaseUntil`, so a crash mid-send retries later instead of never.
 */
export async function claimDueMail(
  db: TDatabase,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<TMailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function updateMail(
  executor: TExecutor,
  id: number,
  changes: Partial<
    Pick<TMailRow, 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'sentAt'>
  >,
): Promise<void> {
  await executor.update(mailOutbox).set(changes).where(eq(mailOutbox.id, id));
}

/** What each sortable column of the outbox orders by. */
const OUTBOX_SORT_COLUMNS = {
  createdAt: mailOutbox.createdAt,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
} satisfies Record<TOutboxSort, unknown>;

export async function findOutboxPage(
  executor: TExecutor,
  filter: { to?: string | undefined; page: number; perPage: number },
  order: TListOrder<TOutboxSort> = {},
): Promise<{ rows: TMailRow[]; total: number }> {
  const where = filter.to ? ilike(mailOutbox.to, `%${escapeLike(filter.to)}%`) : undefined;
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(...listOrderBy(OUTBOX_SORT_COLUMNS, order, mailOutbox.id, [desc(mailOutbox.id)]))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A file's messages, newest first: the first `limit` of them and how many there are. */
export async function findFileMail(
  executor: TExecutor,
  fileId: number,
  limit: number,
): Promise<{ rows: TMailRow[]; total: number }> {
  const where = eq(mailOutbox.fileId, fileId);
  const [rows, totals] = await Promise.all([
    executor.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(limit),
    executor.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findMailById(executor: TExecutor, id: number): Promise<TMailRow | null> {
  const [row] = await executor.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
