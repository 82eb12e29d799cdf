import type { Redis } from 'ioredis';
import type { TClock } from '../../lib/clock';
import type { TSessionRecord, TSessionStore } from './session-store';

interface TStoredSession extends Omit<TSessionRecord, 'expiresAt' | 'createdAt' | 'lastSeenAt'> {
  expiresAt: string;
  createdAt: string;
  lastSeenAt: string;
}

/**
 * Sessions in Redis: one key per session expiring with it, plus a set per user so a password
 * change can sign the user out everywhere.
 */
export function createRedisSessionStore(
  redis: Redis,
  options: { prefix: string; clock: TClock },
): TSessionStore {
  const sessionKey = (id: string) => `${options.prefix}session:${id}`;
  const userKey = (userId: number) => `${options.prefix}user-sessions:${userId}`;
  const ttlMs = (expiresAt: Date) =>
    Math.max(1, expiresAt.getTime() - options.clock.now().getTime());

  const serialize = (session: TSessionRecord): string =>
    JSON.stringify({
      ...session,
      expiresAt: session.expiresAt.toISOString(),
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
    } satisfies TStoredSession);

  const deserialize = (raw: string): TSessionRecord => {
    const stored = JSON.parse(raw) as TStoredSession;
    return {
      ...stored,
      expiresAt: new Date(stored.expiresAt),
      createdAt: new Date(stored.createdAt),
      lastSeenAt: new Date(stored.lastSeenAt),
    };
  };

  return {
    async create(session) {
      await redis
        .multi()
        .set(sessionKey(session.id), serialize(session), 'PX', ttlMs(session.expiresAt))
        .sadd(userKey(session.userId), session.id)
        .exec();
    },
    async find(id) {
      const raw = await redis.get(sessionKey(id));
      return raw ? deserialize(raw) : null;
    },
    async touch(id, lastSeenAt, expiresAt) {
      const raw = await redis.get(sessionKey(id));
      if (!raw) return;
      const session = { ...deserialize(raw), lastSeenAt, expiresAt };
      await redis.set(sessionKey(id), serialize(session), 'PX', ttlMs(expiresAt), 'XX');
    },
    async destroy(id) {
      const raw = await redis.get(sessionKey(id));
      const multi = redis.multi().del(sessionKey(id));
      if (raw) multi.srem(userKey(deserialize(raw).userId), id);
      await multi.exec();
    },
    async destroyAllForUser(userId, exceptId) {
      const ids = (await redis.smembers(userKey(userId))).filter((id) => id !== exceptId);
      if (ids.length === 0) return;
      await redis
        .multi()
        .del(...ids.map(sessionKey))
        .srem(userKey(userId), ...ids)
        .exec();
    },
  };
}
