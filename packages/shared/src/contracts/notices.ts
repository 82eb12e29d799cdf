import { z } from 'zod';
import { NOTICE_AUDIENCES } from '../domain/realtime-channels';
import { ZPageQuery } from './pagination';
import { NOTICE_LEVELS } from './realtime';

/**
 * The record of live notices (/admin/notices, below the publish form). Publishing stays
 * POST /api/admin/notices (contracts/realtime.ts); each notice sent is stored with who sent it.
 * Needs `notices.publish`, as publishing does.
 *
 * GET /api/admin/notices?page&per_page      -> zPaginated(ZPublishedNotice), newest first
 * GET /api/admin/notices/export.csv         -> text/csv (newest first, at most 5000)
 */

export const ZPublishedNoticeListQuery = ZPageQuery;
export type TPublishedNoticeListQuery = z.infer<typeof ZPublishedNoticeListQuery>;

export const ZPublishedNotice = z.object({
  id: z.number().int(),
  /** The id browsers received with the notice. */
  noticeId: z.string(),
  message: z.string(),
  level: z.enum(NOTICE_LEVELS),
  audience: z.enum(NOTICE_AUDIENCES),
  channel: z.string(),
  /** The one agency or supplier the notice went to, when it was targeted. */
  agencyId: z.number().int().nullable(),
  agencyName: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  /** The publisher's name as it is now; the name recorded when the user is gone. */
  publishedBy: z.string(),
  publishedAt: z.string(),
});
export type TPublishedNotice = z.infer<typeof ZPublishedNotice>;
