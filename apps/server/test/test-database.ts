import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { wrapPglite, wrapPool, type TDatabaseHandle } from '../src/db/client';
import { databaseUrl, quoteIdentifier } from './database-names';

/** What global-setup hands every test file: where the migrated template database is. */
export type TTestDatabaseTemplate =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TTestDatabaseTemplate;
  }
}

let cachedDump: Promise<Blob> | null = null;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the template's
 * data-directory dump, or a PostgreSQL database cloned from the template (and dropped on close).
 * Names are random, so parallel files never share data.
 */
export async function openTestDatabase(): Promise<TDatabaseHandle> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    cachedDump ??= readFile(template.dumpPath).then((bytes) => new Blob([bytes]));
    const client = await PGlite.create({ loadDataDir: await cachedDump });
    return wrapPglite(client);
  }

  const clone = await createDatabaseClone(template);
  const pool = new pg.Pool({ connectionString: clone.url, max: 5 });
  // pool.end() can resolve while a backend is still shutting down; the forced drop below then
  // terminates it (57P01) and the pool re-emits that on a client it has already let go of.
  pool.on('error', () => undefined);
  const handle = wrapPool(pool);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await clone.drop();
    },
  };
}

/**
 * A fresh PostgreSQL database cloned from the migrated template, by URL, for tests that start
 * server processes of their own on it (scale-out.test.ts). Only with TEST_DATABASE_URL; the
 * global teardown drops it too if the test file crashed before `drop`.
 */
export async function createDatabaseClone(
  template: Extract<TTestDatabaseTemplate, { kind: 'postgres' }>,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${template.template}_f${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, template.template);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(template.adminUrl, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: template.adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * CREATE DATABASE ... TEMPLATE fails while another clone of the same template is being made
 * ("source database is being accessed by other users"), which parallel files do; retry briefly.
 */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(
        `create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`,
      );
      return;
    } catch (error) {
      const isBusy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!isBusy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
    }
  }
}
