import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { passwordResetTokens } from '../../db/schema/password-reset-tokens';

export type TPasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export async function insertPasswordResetToken(
  executor: TExecutor,
  token: { tokenHash: string; userId: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await executor.insert(passwordResetTokens).values(token);
}

export async function findPasswordResetToken(
  executor: TExecutor,
  tokenHash: string,
): Promise<TPasswordResetTokenRow | null> {
  const [row] = await executor
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the token used only if nobody used it first; false means another request won the race.
 */
export async function consumePasswordResetToken(
  executor: TExecutor,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** A completed reset voids every other link the user was sent. */
export async function voidPasswordResetTokensOfUser(
  executor: TExecutor,
  userId: number,
  now: Date,
): Promise<void> {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
