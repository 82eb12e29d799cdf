import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDatabase;
  }
}

/**
 * Makes the database reachable as `app.db`. The caller that opened it (server.ts, a test) owns
 * closing it, after the app has closed.
 */
export function registerDb(app: FastifyInstance, db: TDatabase): void {
  app.decorate('db', db);
}
