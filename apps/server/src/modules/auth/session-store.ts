/** A signed-in browser. `id` is the SHA-256 of the cookie token; the token itself is never stored. */
export interface TSessionRecord {
  id: string;
  userId: number;
  csrfToken: string;
  userAgent: string | null;
  ip: string | null;
  expiresAt: Date;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Where sessions live: the database by default, Redis when REDIS_URL is set. */
export interface TSessionStore {
  create(session: TSessionRecord): Promise<void>;
  /** The session, or null when unknown. Expiry is checked by the caller against its clock. */
  find(id: string): Promise<TSessionRecord | null>;
  /** Sliding expiry: records activity and pushes the expiry out. */
  touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  destroy(id: string): Promise<void>;
  /** Signs a user out everywhere (after a password change or reset), optionally keeping one session. */
  destroyAllForUser(userId: number, exceptId?: string): Promise<void>;
}
