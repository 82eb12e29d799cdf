import type { z } from 'zod';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type {
  TPublishNoticeResponse,
  ZPublishNoticeRequest,
} from '@portal/shared/contracts/realtime';
import type { TAppContext } from '../../app-context';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import {
  findPublishedNoticesPage,
  insertPublishedNotice,
  type TPublishedNoticeRow,
} from './notices.repository';

/**
 * Keeps the record of a notice once it has gone out: the row and its audit entry commit together.
 * Nothing is kept for a notice the broadcaster refused, so the list holds only notices sent.
 */
export async function recordPublishedNotice(
  ctx: TAppContext,
  publisher: { user: TSessionUser; actor: TAuditActor },
  published: TPublishNoticeResponse,
  input: z.output<typeof ZPublishNoticeRequest>,
): Promise<number> {
  const { notice, channel } = published;
  const at = new Date(notice.publishedAt);
  return ctx.db.transaction(async (tx) => {
    const id = await insertPublishedNotice(tx, {
      noticeId: notice.id,
      message: notice.message,
      level: notice.level,
      audience: notice.audience,
      channel,
      agencyId: input.agencyId ?? null,
      supplierId: input.supplierId ?? null,
      publishedByUserId: publisher.user.id,
      publishedByName: publisher.user.name,
      publishedAt: at,
    });
    await recordAudit(tx, publisher.actor, {
      action: 'notice.published',
      entityType: 'notice',
      entityId: id,
      detail: { audience: notice.audience, level: notice.level },
      at,
    });
    return id;
  });
}

export function listPublishedNotices(
  ctx: TAppContext,
  page: number,
  perPage: number,
): Promise<{ rows: TPublishedNoticeRow[]; total: number }> {
  return findPublishedNoticesPage(ctx.db, { limit: perPage, offset: (page - 1) * perPage });
}

/** The export: every notice sent, newest first, capped as every list's CSV is. */
export async function exportPublishedNotices(ctx: TAppContext): Promise<TPublishedNoticeRow[]> {
  return (await findPublishedNoticesPage(ctx.db, { limit: CSV_EXPORT_LIMIT, offset: 0 })).rows;
}
