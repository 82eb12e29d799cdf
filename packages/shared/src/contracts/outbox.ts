import { z } from 'zod';
import { ZIdParams } from './primitives';
import { zSortQuery } from './list-sort';
import { ZPageQuery } from './pagination';

/**
 * The mail outbox an admin reads (outbox.view):
 * GET /api/admin/outbox?to&page&per_page -> zPaginated(ZOutboxMessage), newest first
 * GET /api/admin/outbox/export.csv?to    -> text/csv
 * GET /api/admin/outbox/:id              -> ZOutboxMessage (the web opens it at /admin/outbox?message=:id)
 */

export const MAIL_STATUSES = ['pending', 'sent', 'held', 'failed'] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type TMailStatus = z.infer<typeof ZMailStatus>;

/** A message the portal sent or holds (the mail outbox an admin can read). */
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: ZMailStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** The columns the outbox sorts by (its default: newest first). */
export const OUTBOX_SORTS = ['createdAt', 'to', 'subject', 'status'] as const;
export type TOutboxSort = (typeof OUTBOX_SORTS)[number];

/** GET /api/admin/outbox?to&sort&dir&page&per_page */
export const ZOutboxQuery = ZPageQuery.extend({
  to: z.string().trim().max(200).optional(),
  ...zSortQuery(OUTBOX_SORTS).shape,
});

/** GET /api/admin/outbox/export.csv: the list's filter and order, every page (no message bodies). */
export const ZOutboxCsvQuery = ZOutboxQuery.omit({ page: true, per_page: true });

export const ZOutboxMessageParams = ZIdParams;
