import type { TClock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { TUserWithOwner } from '../users/users.repository';
import type { TSessionRecord, TSessionStore } from './session-store';

/** Sliding expiry is written at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface TResolvedSession {
  record: TSessionRecord;
  user: TUserWithOwner;
  /** True when the expiry moved and the cookie must be sent again. */
  refreshed: boolean;
}

export interface TSessionService {
  readonly ttlMs: number;
  start(
    userId: number,
    meta: { userAgent: string | null; ip: string | null },
  ): Promise<{
    token: string;
    record: TSessionRecord;
  }>;
  resolve(token: string): Promise<TResolvedSession | null>;
  end(id: string): Promise<void>;
  endAllForUser(userId: number, exceptId?: string): Promise<void>;
}

export function createSessionService(deps: {
  store: TSessionStore;
  clock: TClock;
  ttlHours: number;
  loadUser: (id: number) => Promise<TUserWithOwner | null>;
  isUserAllowed: (user: TUserWithOwner) => boolean;
}): TSessionService {
  const ttlMs = deps.ttlHours * 3_600_000;
  return {
    ttlMs,
    async start(userId, meta) {
      const token = randomToken();
      const now = deps.clock.now();
      const record: TSessionRecord = {
        id: sha256Hex(token),
        userId,
        csrfToken: randomToken(),
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        ip: meta.ip,
        expiresAt: new Date(now.getTime() + ttlMs),
        createdAt: now,
        lastSeenAt: now,
      };
      await deps.store.create(record);
      return { token, record };
    },
    async resolve(token) {
      const id = sha256Hex(token);
      const record = await deps.store.find(id);
      if (!record) return null;
      const now = deps.clock.now();
      if (record.expiresAt.getTime() <= now.getTime()) {
        await deps.store.destroy(id);
        return null;
      }
      const user = await deps.loadUser(record.userId);
      // A deactivated user (or agency) loses every open session at their next request.
      if (!user || !deps.isUserAllowed(user)) {
        await deps.store.destroy(id);
        return null;
      }
      if (now.getTime() - record.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) {
        return { record, user, refreshed: false };
      }
      const expiresAt = new Date(now.getTime() + ttlMs);
      await deps.store.touch(id, now, expiresAt);
      return { record: { ...record, lastSeenAt: now, expiresAt }, user, refreshed: true };
    },
    end: (id) => deps.store.destroy(id),
    endAllForUser: (userId, exceptId) => deps.store.destroyAllForUser(userId, exceptId),
  };
}
