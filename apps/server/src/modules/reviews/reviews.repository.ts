import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { TReviewFilter, TReviewStatus } from '@portal/shared/contracts/reviews';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { files } from '../../db/schema/files';
import { fileServiceLines } from '../../db/schema/files-lines';
import { travellerReviews } from '../../db/schema/traveller';
import { OPERATOR_TIME_ZONE } from '../../lib/clock';

export type TReviewRow = typeof travellerReviews.$inferSelect;

export interface TReviewListRow {
  review: TReviewRow;
  fileReference: string;
  bookingName: string;
  agencyId: number;
  agencyName: string;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function listCondition(filter: TReviewFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(travellerReviews.status, filter.status));
  if (filter.rating !== undefined) parts.push(eq(travellerReviews.tripRating, filter.rating));
  if (filter.reference) {
    parts.push(like(sql`${files.reference} collate "C"`, `${escapeLike(filter.reference)}%`));
  }
  if (filter.agency_id !== undefined) parts.push(eq(files.agencyId, filter.agency_id));
  if (filter.from) {
    parts.push(
      sql`${travellerReviews.submittedAt} >= (${filter.from}::date)::timestamp at time zone ${OPERATOR_TIME_ZONE}`,
    );
  }
  if (filter.to) {
    parts.push(
      sql`${travellerReviews.submittedAt} < (${filter.to}::date + 1)::timestamp at time zone ${OPERATOR_TIME_ZONE}`,
    );
  }
  return parts.length === 0 ? undefined : and(...parts);
}

const listColumns = {
  review: travellerReviews,
  fileReference: files.reference,
  bookingName: files.bookingName,
  agencyId: files.agencyId,
  agencyName: agencies.name,
};

/** Reviews newest first, with their booking and agency. */
export async function findReviewsPage(
  executor: TExecutor,
  filter: TReviewFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TReviewListRow[]; total: number }> {
  const where = listCondition(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select(listColumns)
      .from(travellerReviews)
      .innerJoin(files, eq(files.id, travellerReviews.fileId))
      .innerJoin(agencies, eq(agencies.id, files.agencyId))
      .where(where)
      .orderBy(desc(travellerReviews.submittedAt), desc(travellerReviews.id))
      .limit(page.limit)
      .offset(page.offset),
    executor
      .select({ total: count() })
      .from(travellerReviews)
      .innerJoin(files, eq(files.id, travellerReviews.fileId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findReviewById(
  executor: TExecutor,
  id: number,
): Promise<TReviewListRow | null> {
  const [row] = await executor
    .select(listColumns)
    .from(travellerReviews)
    .innerJoin(files, eq(files.id, travellerReviews.fileId))
    .innerJoin(agencies, eq(agencies.id, files.agencyId))
    .where(eq(travellerReviews.id, id));
  return row ?? null;
}

/** The review, locked until the transaction ends (two moderators never overwrite blindly). */
export async function lockReview(executor: TExecutor, id: number): Promise<TReviewRow | null> {
  const [row] = await executor
    .select()
    .from(travellerReviews)
    .where(eq(travellerReviews.id, id))
    .for('update');
  return row ?? null;
}

export async function updateReviewStatus(
  executor: TExecutor,
  id: number,
  values: { status: TReviewStatus; at: Date; userId: number; userName: string },
): Promise<void> {
  await executor
    .update(travellerReviews)
    .set({
      status: values.status,
      moderatedAt: values.at,
      moderatedByUserId: values.userId,
      moderatedByName: values.userName,
    })
    .where(eq(travellerReviews.id, id));
}

/** Sets the reply, or removes it when `reply` is null. */
export async function updateReviewReply(
  executor: TExecutor,
  id: number,
  values: { reply: string | null; at: Date; userId: number; userName: string },
): Promise<void> {
  await executor
    .update(travellerReviews)
    .set(
      values.reply === null
        ? { reply: null, repliedAt: null, repliedByUserId: null, repliedByName: null }
        : {
            reply: values.reply,
            repliedAt: values.at,
            repliedByUserId: values.userId,
            repliedByName: values.userName,
          },
    )
    .where(eq(travellerReviews.id, id));
}

/** Names of the service lines the reviews rated. */
export async function findServiceNames(
  executor: TExecutor,
  lineIds: readonly number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(lineIds)];
  if (wanted.length === 0) return new Map();
  const rows = await executor
    .select({ id: fileServiceLines.id, name: fileServiceLines.name })
    .from(fileServiceLines)
    .where(inArray(fileServiceLines.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every agency, for the agency filter. */
export async function findAgencyOptions(executor: TExecutor) {
  return executor
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .orderBy(asc(agencies.name), asc(agencies.id));
}
