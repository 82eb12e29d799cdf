import { eq } from 'drizzle-orm';
import type { TExecutor } from './database';
import { idempotencyKeys } from './schema/finance';

/**
 * The Idempotency-Keys of money and booking changes that leave no row of their own to carry one
 * (ADR 016): a refund, a credit note, a booking request. Shared by the modules that take them, so
 * none of them reaches into another's repository for it.
 */

export type TIdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export async function findIdempotencyKey(
  executor: TExecutor,
  key: string,
): Promise<TIdempotencyKeyRow | null> {
  const [row] = await executor.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row ?? null;
}

export async function insertIdempotencyKey(
  executor: TExecutor,
  row: typeof idempotencyKeys.$inferInsert,
): Promise<void> {
  await executor.insert(idempotencyKeys).values(row);
}
