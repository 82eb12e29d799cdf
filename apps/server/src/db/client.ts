import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TConfig } from '../config/env';
import { schema, type TDatabase } from './database';

export interface TDatabaseHandle {
  db: TDatabase;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Wraps an open PGlite instance (embedded PostgreSQL, used without DATABASE_URL and in tests). */
export function wrapPglite(client: PGlite): TDatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Wraps a node-postgres pool (a real PostgreSQL server). */
export function wrapPool(pool: pg.Pool): TDatabaseHandle {
  const db = drizzleNodePg({ client: pool, schema });
  return { db, driver: 'postgres', close: () => pool.end() };
}

/**
 * Opens the configured database: node-postgres when DATABASE_URL is set, otherwise an embedded
 * PGlite kept in DATA_DIR/pglite. Everything above this function is the same for both.
 */
export async function openDatabase(
  config: Pick<TConfig, 'databaseUrl' | 'dataDir'>,
): Promise<TDatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // Without a connect time-out a request waits forever on a server that does not answer;
      // with it the request fails (503) and the next one tries a fresh connection.
      connectionTimeoutMillis: 5_000,
      // Notices a connection silently dropped by the network instead of waiting on it.
      keepAlive: true,
    });
    // A pool error on an idle client must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error('PostgreSQL pool error', error));
    return wrapPool(pool);
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  // PGlite does not create missing parent folders.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir });
  return wrapPglite(client);
}

/**
 * The committed SQL migrations. In tsx and tests this file sits in src/db/ beside migrations/;
 * the build bundles it into dist/ and copies the folder to dist/migrations, so the same relative
 * path works in both.
 */
export function migrationsFolder(): string {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  if (!existsSync(path.join(folder, 'meta', '_journal.json'))) {
    throw new Error(`Database migrations not found in ${folder}`);
  }
  return folder;
}

/** Applies pending migrations with drizzle's migrator for the driver underneath. */
export async function migrate(db: TDatabase): Promise<void> {
  const config = { migrationsFolder: migrationsFolder(), migrationsSchema: 'drizzle' };
  if (is(db, PgliteDatabase)) {
    await migratePglite(db, config);
  } else if (is(db, NodePgDatabase)) {
    await migrateNodePg(db, config);
  } else {
    throw new Error('migrate(): unsupported database driver');
  }
}
