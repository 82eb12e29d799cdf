import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { apiKeys } from '../../db/schema/partner-api';
import { users } from '../../db/schema/users';

/** The partner API's keys: the only place that reads or writes api_keys. */

export type TApiKeyRow = typeof apiKeys.$inferSelect;
export type TApiKeyWithUser = TApiKeyRow & { userName: string };

const withUser = {
  id: apiKeys.id,
  agencyId: apiKeys.agencyId,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  secretHash: apiKeys.secretHash,
  scopes: apiKeys.scopes,
  userId: apiKeys.userId,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  revokedByUserId: apiKeys.revokedByUserId,
  userName: users.name,
};

export async function insertApiKey(
  executor: TExecutor,
  row: typeof apiKeys.$inferInsert,
): Promise<TApiKeyRow> {
  const [inserted] = await executor.insert(apiKeys).values(row).returning();
  if (!inserted) throw new Error('The API key was not stored');
  return inserted;
}

/** The agency's keys, newest first, revoked ones included (they stay listed as revoked). */
export function findAgencyApiKeys(
  executor: TExecutor,
  agencyId: number,
): Promise<TApiKeyWithUser[]> {
  return executor
    .select(withUser)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.agencyId, agencyId))
    .orderBy(desc(apiKeys.id));
}

export async function findAgencyApiKey(
  executor: TExecutor,
  agencyId: number,
  id: number,
): Promise<TApiKeyWithUser | null> {
  const [row] = await executor
    .select(withUser)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.agencyId, agencyId), eq(apiKeys.id, id)));
  return row ?? null;
}

/** A key that is not revoked, by the SHA-256 of its secret. */
export async function findLiveApiKeyByHash(
  executor: TExecutor,
  secretHash: string,
): Promise<TApiKeyRow | null> {
  const [row] = await executor
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** Revokes the key once; answers false when it was already revoked. */
export async function revokeApiKey(
  executor: TExecutor,
  id: number,
  byUserId: number,
  at: Date,
): Promise<boolean> {
  const rows = await executor
    .update(apiKeys)
    .set({ revokedAt: at, revokedByUserId: byUserId })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Notes the key's use, at most once a minute (a busy key would otherwise write on every call). */
export async function touchApiKey(executor: TExecutor, id: number, at: Date): Promise<void> {
  const minuteAgo = new Date(at.getTime() - 60_000);
  await executor
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))),
    );
}
