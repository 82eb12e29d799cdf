import { z } from 'zod';
import { ZPageQuery } from './pagination';

/** A message the portal sent or holds (the mail outbox an admin can read). */
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'held', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxQuery = ZPageQuery.extend({
  to: z.string().trim().max(200).optional(),
});

/** GET /api/admin/outbox/export.csv: the list's filter, every page (no message bodies). */
export const ZOutboxCsvQuery = ZOutboxQuery.omit({ page: true, per_page: true });
