import { sql } from 'drizzle-orm';
import { selectRows } from '../src/db/database';
import type { TTestApp } from './build-test-app';

/**
 * Tables that change on every signed-in request or on a refused one by design (sessions are
 * touched, rate-limit counters and failed-login attempts are counted), so they are left out of
 * the "nothing changed" comparison.
 */
const VOLATILE_TABLES = new Set(['sessions', 'rate_limits', 'login_attempts']);

/**
 * Row count and checksum of every table in the public schema: two snapshots taken around a burst
 * of refused requests must be equal, whatever table a handler would have written to.
 */
export async function snapshotTables(t: Pick<TTestApp, 'db'>): Promise<Record<string, string>> {
  const tables = await selectRows<{ tablename: string }>(
    t.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const snapshot: Record<string, string> = {};
  for (const { tablename } of tables) {
    if (VOLATILE_TABLES.has(tablename) || tablename.startsWith('__')) continue;
    const name = `"public"."${tablename.replace(/"/g, '""')}"`;
    const [row] = await selectRows<{ rows: string | number; checksum: string | null }>(
      t.db,
      sql.raw(
        `select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum from ${name} t`,
      ),
    );
    snapshot[tablename] = `${String(row?.rows ?? 0)}:${row?.checksum ?? ''}`;
  }
  return snapshot;
}
