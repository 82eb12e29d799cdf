import type { TJobDefinition } from '../jobs/job-definition';
import { deletePartnerIdempotencyBefore } from './partner-idempotency.repository';

/**
 * How long a partner's Idempotency-Key is remembered. Stripe keeps its keys a day; a week covers
 * a partner system that retries after a weekend outage, and keeps the table small.
 */
export const PARTNER_IDEMPOTENCY_DAYS = 7;

export const partnerApiJobs: readonly TJobDefinition[] = [
  {
    name: 'partner-api.idempotency-prune',
    everyMs: 60 * 60_000,
    run: async (ctx, now) => ({
      processed: await deletePartnerIdempotencyBefore(
        ctx.db,
        new Date(now.getTime() - PARTNER_IDEMPOTENCY_DAYS * 24 * 60 * 60_000),
      ),
    }),
  },
];
