import { and, eq, lt, ne } from 'drizzle-orm';
import type { TDatabase } from '../../db/database';
import { sessions } from '../../db/schema/sessions';
import type { TSessionStore } from './session-store';

export function createDatabaseSessionStore(db: TDatabase): TSessionStore {
  return {
    async create(session) {
      await db.insert(sessions).values(session);
    },
    async find(id) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row ?? null;
    },
    async touch(id, lastSeenAt, expiresAt) {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
    },
    async destroy(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async destroyAllForUser(userId, exceptId) {
      await db
        .delete(sessions)
        .where(
          exceptId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
            : eq(sessions.userId, userId),
        );
    },
  };
}

/** Deletes sessions that expired before `now`; run now and then so the table does not grow. */
export async function purgeExpiredSessions(db: TDatabase, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
