import { count, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { publishedNotices } from '../../db/schema/published-notices';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';

export type TNewPublishedNotice = typeof publishedNotices.$inferInsert;

export interface TPublishedNoticeRow {
  id: number;
  noticeId: string;
  message: string;
  level: (typeof publishedNotices.$inferSelect)['level'];
  audience: (typeof publishedNotices.$inferSelect)['audience'];
  channel: string;
  agencyId: number | null;
  agencyName: string | null;
  supplierId: number | null;
  supplierName: string | null;
  publishedByName: string;
  /** The publisher's name now (null when the user is gone). */
  userName: string | null;
  publishedAt: Date;
}

export async function insertPublishedNotice(
  executor: TExecutor,
  values: TNewPublishedNotice,
): Promise<number> {
  const [row] = await executor
    .insert(publishedNotices)
    .values(values)
    .returning({ id: publishedNotices.id });
  if (!row) throw new Error('published_notices insert returned no row');
  return row.id;
}

/** The notices sent, newest first (the id breaks ties, so pages never repeat or skip one). */
export async function findPublishedNoticesPage(
  executor: TExecutor,
  page: { limit: number; offset: number },
): Promise<{ rows: TPublishedNoticeRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    executor
      .select({
        id: publishedNotices.id,
        noticeId: publishedNotices.noticeId,
        message: publishedNotices.message,
        level: publishedNotices.level,
        audience: publishedNotices.audience,
        channel: publishedNotices.channel,
        agencyId: publishedNotices.agencyId,
        agencyName: agencies.name,
        supplierId: publishedNotices.supplierId,
        supplierName: suppliers.name,
        publishedByName: publishedNotices.publishedByName,
        userName: users.name,
        publishedAt: publishedNotices.publishedAt,
      })
      .from(publishedNotices)
      .leftJoin(agencies, eq(agencies.id, publishedNotices.agencyId))
      .leftJoin(suppliers, eq(suppliers.id, publishedNotices.supplierId))
      .leftJoin(users, eq(users.id, publishedNotices.publishedByUserId))
      .orderBy(desc(publishedNotices.publishedAt), desc(publishedNotices.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(publishedNotices),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
