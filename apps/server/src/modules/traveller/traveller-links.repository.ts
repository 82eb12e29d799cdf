import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { travellerLinks } from '../../db/schema/traveller';

export type TTravellerLinkKind = 'travel-app' | 'quote';

export interface TTravellerLinkRow {
  fileId: number;
  kind: TTravellerLinkKind;
  revokedAt: Date | null;
}

/** A bearer token for a traveller link: url-safe base64 of 24 random bytes (32 characters). */
export function newTravellerToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The link a token belongs to (revoked ones included, so callers can tell), or null. */
export async function findTravellerLink(
  executor: TExecutor,
  token: string,
): Promise<TTravellerLinkRow | null> {
  const [row] = await executor
    .select({
      fileId: travellerLinks.fileId,
      kind: travellerLinks.kind,
      revokedAt: travellerLinks.revokedAt,
    })
    .from(travellerLinks)
    .where(eq(travellerLinks.token, token));
  return row ?? null;
}

export async function findLiveToken(
  executor: TExecutor,
  fileId: number,
  kind: TTravellerLinkKind,
): Promise<string | null> {
  const [row] = await executor
    .select({ token: travellerLinks.token })
    .from(travellerLinks)
    .where(
      and(
        eq(travellerLinks.fileId, fileId),
        eq(travellerLinks.kind, kind),
        isNull(travellerLinks.revokedAt),
      ),
    );
  return row?.token ?? null;
}

async function getOrCreateLink(
  executor: TExecutor,
  fileId: number,
  kind: TTravellerLinkKind,
  now: Date,
): Promise<string> {
  const existing = await findLiveToken(executor, fileId, kind);
  if (existing) return existing;
  // Two requests at once: the partial unique index keeps one live link, the loser reads it back.
  await executor
    .insert(travellerLinks)
    .values({ fileId, kind, token: newTravellerToken(), createdAt: now })
    .onConflictDoNothing();
  const created = await findLiveToken(executor, fileId, kind);
  if (!created) throw new Error(`Could not create the ${kind} link of file ${String(fileId)}`);
  return created;
}

/** The file's live travel-app and quote links, created on first use and the same afterwards. */
export async function getOrCreateTravellerLinks(
  executor: TExecutor,
  fileId: number,
  now: Date,
): Promise<{ travelAppToken: string; quoteToken: string }> {
  const travelAppToken = await getOrCreateLink(executor, fileId, 'travel-app', now);
  const quoteToken = await getOrCreateLink(executor, fileId, 'quote', now);
  return { travelAppToken, quoteToken };
}

/** Every link of a file, newest first (back office view). */
export async function listTravellerLinks(executor: TExecutor, fileId: number) {
  return executor
    .select()
    .from(travellerLinks)
    .where(eq(travellerLinks.fileId, fileId))
    .orderBy(travellerLinks.createdAt);
}

/** Revokes the file's live link of `kind`; true when there was one. */
export async function revokeTravellerLink(
  executor: TExecutor,
  fileId: number,
  kind: TTravellerLinkKind,
  now: Date,
): Promise<boolean> {
  const revoked = await executor
    .update(travellerLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(travellerLinks.fileId, fileId),
        eq(travellerLinks.kind, kind),
        isNull(travellerLinks.revokedAt),
      ),
    )
    .returning({ token: travellerLinks.token });
  return revoked.length > 0;
}

/** Creates the file's live link of `kind` when there is none; its token either way. */
export function getOrCreateTravellerLink(
  executor: TExecutor,
  fileId: number,
  kind: TTravellerLinkKind,
  now: Date,
): Promise<string> {
  return getOrCreateLink(executor, fileId, kind, now);
}
