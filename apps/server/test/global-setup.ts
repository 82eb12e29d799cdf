import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, wrapPglite, wrapPool } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed';
import { databaseUrl, quoteIdentifier } from './database-names';

/**
 * Migrates one template database per test run, which every test file then clones:
 * with TEST_DATABASE_URL a uniquely named PostgreSQL database (dropped at the end, with any clone
 * a crashed file left behind); without it an in-memory PGlite whose data directory is dumped to a
 * temporary file.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;

  if (adminUrl) {
    const template = `portal_tpl_${suffix}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${quoteIdentifier(template)}`);
    await admin.end();
    const handle = wrapPool(
      new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 1 }),
    );
    await migrate(handle.db);
    await seedReferenceData(handle.db);
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });

    return async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        const { rows } = await cleanup.query<{ datname: string }>(
          `select datname from pg_database where datname like $1`,
          [`${template}%`],
        );
        for (const { datname } of rows) {
          await cleanup.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
        }
      } finally {
        await cleanup.end();
      }
    };
  }

  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await migrate(handle.db);
  await seedReferenceData(handle.db);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dumpPath = path.join(os.tmpdir(), `portal-test-template-${suffix}.tar`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });

  return async () => {
    await rm(dumpPath, { force: true });
  };
}
