import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { wrapPglite, wrapPool, type TDatabaseHandle } from '../src/db/client';
import { selectRows } from '../src/db/database';
import { databaseUrl } from './database-names';
import { TEST_DATA_ROOT } from './server-process';
import { openTestDatabase } from './test-database';

export interface TServerDatabase {
  kind: 'pglite' | 'postgres';
  /** The data folder the server runs in (its PGlite lives in pglite/ under it). */
  dataDir: string;
  /** DATA_DIR, and DATABASE_URL on PostgreSQL, for the spawned server. */
  env: Record<string, string>;
  /**
   * Opens the same database in the test process. On PGlite only while no server runs on the
   * folder: one embedded database, one process.
   */
  open(): Promise<TDatabaseHandle>;
  remove(): Promise<void>;
}

/**
 * A migrated database for a spawned server, of the kind this test pass runs on: a PGlite data
 * folder unpacked from the run's template (so the server does not spend its start migrating),
 * or a PostgreSQL database cloned from the template.
 */
export async function createServerDatabase(): Promise<TServerDatabase> {
  const template = inject('testDatabase');
  const dataDir = path.join(TEST_DATA_ROOT, `server-data-${randomBytes(4).toString('hex')}`);
  await mkdir(dataDir, { recursive: true });

  if (template.kind === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite');
    const dump = new Blob([await readFile(template.dumpPath)]);
    const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: dump });
    await client.close();
    return {
      kind: 'pglite',
      dataDir,
      env: { DATA_DIR: dataDir },
      open: async () => wrapPglite(await PGlite.create({ dataDir: pgliteDir })),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }

  const clone = await openTestDatabase();
  const [row] = await selectRows<{ name: string }>(
    clone.db,
    sql`select current_database() as name`,
  );
  const url = databaseUrl(template.adminUrl, row?.name ?? '');
  return {
    kind: 'postgres',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: async () => {
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      pool.on('error', () => undefined);
      return wrapPool(pool);
    },
    remove: async () => {
      await clone.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
