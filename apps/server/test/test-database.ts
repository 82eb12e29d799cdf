import { randomBytes } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { wrapPglite, wrapPool, type TDatabaseHandle } from '../src/db/client';
import { databaseUrl, quoteIdentifier } from './database-names';
import type { TSeededTestSeed, TTestSeed } from './test-seeds';

export { SEEDED_TODAY, type TTestSeed } from './test-seeds';

/** What global-setup hands every test file: where the migrated template database is. */
export type TTestDatabaseTemplate =
  | {
      kind: 'pglite';
      dumpPath: string;
      /** The demo-seeded dumps, written by global-setup in the background. */
      seeded: Record<TSeededTestSeed, string>;
      seedFailedPath: string;
    }
  | {
      kind: 'postgres';
      adminUrl: string;
      template: string;
      /** The demo-seeded template databases' names, there once global-setup has seeded them. */
      seeded: Record<TSeededTestSeed, string>;
      seedFailedPath: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TTestDatabaseTemplate;
  }
}

const cachedDumps = new Map<string, Promise<Blob>>();

function readDump(dumpPath: string): Promise<Blob> {
  let dump = cachedDumps.get(dumpPath);
  if (!dump) {
    dump = readFile(dumpPath).then((bytes) => new Blob([bytes]));
    cachedDumps.set(dumpPath, dump);
  }
  return dump;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the template's
 * data-directory dump, or a PostgreSQL database cloned from the template (and dropped on close).
 * Names are random, so parallel files never share data. With a seed, the template is the demo
 * data global-setup seeded once for the run.
 */
export async function openTestDatabase(seed: TTestSeed = 'none'): Promise<TDatabaseHandle> {
  const base = inject('testDatabase');
  if (base.kind === 'pglite') {
    let dumpPath = base.dumpPath;
    if (seed !== 'none') {
      dumpPath = base.seeded[seed];
      await waitForSeededTemplate(base.seedFailedPath, seed, () => exists(dumpPath));
    }
    const client = await PGlite.create({ loadDataDir: await readDump(dumpPath) });
    return wrapPglite(client);
  }

  let template = base;
  if (seed !== 'none') {
    template = { ...base, template: base.seeded[seed] };
    await waitForSeededTemplate(base.seedFailedPath, seed, () =>
      databaseExists(base.adminUrl, template.template),
    );
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

const SEED_WAIT_MS = 600_000;

/** Waits for global-setup's background seeding to have made `isReady` true, or to have failed. */
async function waitForSeededTemplate(
  seedFailedPath: string,
  seed: TSeededTestSeed,
  isReady: () => Promise<boolean>,
) {
  for (let waited = 0; !(await isReady()); waited += 100) {
    const failure = await readFile(seedFailedPath, 'utf8').catch(() => null);
    if (failure !== null)
      throw new Error(`The ${seed} test template could not be seeded: ${failure}`);
    if (waited > SEED_WAIT_MS) throw new Error(`Timed out waiting for the ${seed} test template`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function exists(filePath: string): Promise<boolean> {
  return access(filePath).then(
    () => true,
    () => false,
  );
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return Boolean(rowCount);
  } finally {
    await admin.end();
  }
}
