import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { partnerIdempotency } from '../../db/schema/partner-api';

/** The partner API's Idempotency-Keys: the only place that reads or writes partner_idempotency. */

export type TPartnerIdempotencyRow = typeof partnerIdempotency.$inferSelect;

/**
 * Claims (API key, key) for a request about to run; answers the claim's id, or null when the key
 * is taken already (by a finished request or one still running).
 */
export async function insertPartnerIdempotencyClaim(
  executor: TExecutor,
  row: { apiKeyId: number; key: string; requestHash: string; createdAt: Date },
): Promise<number | null> {
  const [claimed] = await executor
    .insert(partnerIdempotency)
    .values(row)
    .onConflictDoNothing({ target: [partnerIdempotency.apiKeyId, partnerIdempotency.key] })
    .returning({ id: partnerIdempotency.id });
  return claimed?.id ?? null;
}

export async function findPartnerIdempotencyKey(
  executor: TExecutor,
  apiKeyId: number,
  key: string,
): Promise<TPartnerIdempotencyRow | null> {
  const [row] = await executor
    .select()
    .from(partnerIdempotency)
    .where(and(eq(partnerIdempotency.apiKeyId, apiKeyId), eq(partnerIdempotency.key, key)));
  return row ?? null;
}

/** Takes over a claim still unfinished since before `staleBefore`; false when it moved on. */
export async function retakeAbandonedClaim(
  executor: TExecutor,
  id: number,
  staleBefore: Date,
  at: Date,
): Promise<boolean> {
  const rows = await executor
    .update(partnerIdempotency)
    .set({ createdAt: at })
    .where(
      and(
        eq(partnerIdempotency.id, id),
        isNull(partnerIdempotency.statusCode),
        lt(partnerIdempotency.createdAt, staleBefore),
      ),
    )
    .returning({ id: partnerIdempotency.id });
  return rows.length > 0;
}

/** Stores the answer a claimed request got, for its repeats. */
export async function completePartnerIdempotencyClaim(
  executor: TExecutor,
  id: number,
  statusCode: number,
  responseBody: unknown,
): Promise<void> {
  await executor
    .update(partnerIdempotency)
    .set({ statusCode, responseBody })
    .where(eq(partnerIdempotency.id, id));
}

/** Gives an unfinished claim up, so the same key may run the request again. */
export async function deletePartnerIdempotencyClaim(
  executor: TExecutor,
  id: number,
): Promise<void> {
  await executor
    .delete(partnerIdempotency)
    .where(and(eq(partnerIdempotency.id, id), isNull(partnerIdempotency.statusCode)));
}

/** Forgets keys made before `before`; answers how many. */
export async function deletePartnerIdempotencyBefore(
  executor: TExecutor,
  before: Date,
): Promise<number> {
  const rows = await executor
    .delete(partnerIdempotency)
    .where(lt(partnerIdempotency.createdAt, before))
    .returning({ id: partnerIdempotency.id });
  return rows.length;
}
