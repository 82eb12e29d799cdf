import { and, asc, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { TPrizeClaimCsvQuery, TPrizeCsvQuery } from '@portal/shared/contracts/prizes';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { files } from '../../db/schema/files';
import { prizeChoices, prizes } from '../../db/schema/prizes';
import { likePattern } from '../../lib/database-errors';
import { OPERATOR_TIME_ZONE } from '../../lib/clock';

export type TPrizeRow = typeof prizes.$inferSelect;
export type TPrizeWithCount = TPrizeRow & { chosenCount: number };

const chosenCount = sql<number>`(select count(*)::int from ${prizeChoices} where ${prizeChoices.prizeId} = ${prizes.id})`;

function prizeCondition(filter: TPrizeCsvQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(prizes.name, pattern), ilike(prizes.description, pattern));
    if (match) parts.push(match);
  }
  if (filter.active) parts.push(eq(prizes.active, filter.active === 'true'));
  return parts.length === 0 ? undefined : and(...parts);
}

export async function findPrizesPage(
  executor: TExecutor,
  filter: TPrizeCsvQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: TPrizeWithCount[]; total: number }> {
  const where = prizeCondition(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select({ prize: prizes, chosenCount })
      .from(prizes)
      .where(where)
      .orderBy(asc(prizes.name), asc(prizes.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(prizes).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.prize, chosenCount: row.chosenCount })),
    total: totals[0]?.total ?? 0,
  };
}

export async function findPrizeWithCount(
  executor: TExecutor,
  id: number,
): Promise<TPrizeWithCount | null> {
  const [row] = await executor
    .select({ prize: prizes, chosenCount })
    .from(prizes)
    .where(eq(prizes.id, id));
  return row ? { ...row.prize, chosenCount: row.chosenCount } : null;
}

export async function insertPrize(
  executor: TExecutor,
  values: typeof prizes.$inferInsert,
): Promise<TPrizeRow> {
  const [row] = await executor.insert(prizes).values(values).returning();
  if (!row) throw new Error('Prize not saved');
  return row;
}

export async function lockPrize(executor: TExecutor, id: number): Promise<TPrizeRow | null> {
  const [row] = await executor.select().from(prizes).where(eq(prizes.id, id)).for('update');
  return row ?? null;
}

export async function updatePrize(
  executor: TExecutor,
  id: number,
  values: Partial<typeof prizes.$inferInsert>,
): Promise<void> {
  await executor.update(prizes).set(values).where(eq(prizes.id, id));
}

// Claims -----------------------------------------------------------------------------------------

export interface TPrizeClaimRow {
  fileReference: string;
  bookingName: string;
  agencyName: string;
  prizeId: number;
  prizeName: string;
  chosenAt: Date;
}

function claimCondition(filter: TPrizeClaimCsvQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.prize_id !== undefined) parts.push(eq(prizeChoices.prizeId, filter.prize_id));
  if (filter.reference) {
    const prefix = filter.reference.replace(/[\\%_]/g, (char) => `\\${char}`);
    parts.push(like(sql`${files.reference} collate "C"`, `${prefix}%`));
  }
  if (filter.from) {
    parts.push(
      sql`${prizeChoices.chosenAt} >= (${filter.from}::date)::timestamp at time zone ${OPERATOR_TIME_ZONE}`,
    );
  }
  if (filter.to) {
    parts.push(
      sql`${prizeChoices.chosenAt} < (${filter.to}::date + 1)::timestamp at time zone ${OPERATOR_TIME_ZONE}`,
    );
  }
  return parts.length === 0 ? undefined : and(...parts);
}

/** Claims newest first, with the booking that made each. */
export async function findClaimsPage(
  executor: TExecutor,
  filter: TPrizeClaimCsvQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: TPrizeClaimRow[]; total: number }> {
  const where = claimCondition(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select({
        fileReference: files.reference,
        bookingName: files.bookingName,
        agencyName: agencies.name,
        prizeId: prizes.id,
        prizeName: prizes.name,
        chosenAt: prizeChoices.chosenAt,
      })
      .from(prizeChoices)
      .innerJoin(prizes, eq(prizes.id, prizeChoices.prizeId))
      .innerJoin(files, eq(files.id, prizeChoices.fileId))
      .innerJoin(agencies, eq(agencies.id, files.agencyId))
      .where(where)
      .orderBy(desc(prizeChoices.chosenAt), desc(prizeChoices.fileId))
      .limit(page.limit)
      .offset(page.offset),
    executor
      .select({ total: count() })
      .from(prizeChoices)
      .innerJoin(files, eq(files.id, prizeChoices.fileId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
