import { randomBytes } from 'node:crypto';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, wrapPglite, wrapPool } from '../src/db/client';
import { seedDatabase, seedReferenceData } from '../src/db/seed';
import { createPasswordHasher } from '../src/lib/passwords';
import { databaseUrl, quoteIdentifier } from './database-names';
import { SEEDED_TODAY, TEST_SEEDS, type TSeededTestSeed } from './test-seeds';

/**
 * Migrates one template database per test run, which every test file then clones:
 * with TEST_DATABASE_URL a uniquely named PostgreSQL database (dropped at the end, with any clone
 * a crashed file left behind); without it an in-memory PGlite whose data directory is dumped to a
 * temporary file.
 *
 * The demo data (test-seeds.ts) is then seeded once per run into templates of its own, in the
 * background: the first files start at once, and a file that asks for the demo data waits until
 * its template is ready (test-database.ts) instead of seeding it again, as ~30 files used to.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  // Written if the background seeding fails, so waiting files fail at once with the reason.
  const seedFailedPath = path.join(os.tmpdir(), `portal-test-seed-failed-${suffix}.txt`);
  const reportSeedFailure = async (error: unknown) => {
    console.error('Seeding the demo test templates failed:', error);
    await writeFile(
      seedFailedPath,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  };
  const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
  const seedOptions = (seed: TSeededTestSeed) => ({
    today: SEEDED_TODAY,
    demoBookings: seed === 'demo',
  });

  if (adminUrl) {
    const template = `portal_tpl_${suffix}`;
    await withAdmin(adminUrl, (admin) =>
      admin.query(`create database ${quoteIdentifier(template)}`),
    );
    const handle = wrapPool(
      new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 1 }),
    );
    await migrate(handle.db);
    await seedReferenceData(handle.db);
    await handle.close();

    const seeded = Object.fromEntries(
      TEST_SEEDS.map((seed) => [seed, `${template}_${seed.replace(/-/g, '_')}`]),
    ) as Record<TSeededTestSeed, string>;
    const seeding = (async () => {
      for (const seed of TEST_SEEDS) {
        // Built under another name and renamed when complete: waiting files look for the name.
        const building = `${seeded[seed]}_building`;
        await withAdmin(adminUrl, (admin) =>
          admin.query(
            `create database ${quoteIdentifier(building)} template ${quoteIdentifier(template)}`,
          ),
        );
        const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, building), max: 1 });
        const seededHandle = wrapPool(pool);
        try {
          await seedDatabase(seededHandle.db, passwords, seedOptions(seed));
        } finally {
          await seededHandle.close();
        }
        await withAdmin(adminUrl, (admin) =>
          admin.query(
            `alter database ${quoteIdentifier(building)} rename to ${quoteIdentifier(seeded[seed])}`,
          ),
        );
      }
    })().catch(reportSeedFailure);
    project.provide('testDatabase', {
      kind: 'postgres',
      adminUrl,
      template,
      seeded,
      seedFailedPath,
    });

    return async () => {
      await seeding;
      await rm(seedFailedPath, { force: true });
      await withAdmin(adminUrl, async (admin) => {
        const { rows } = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like $1`,
          [`${template}%`],
        );
        for (const { datname } of rows) {
          await admin.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
        }
      });
    };
  }

  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await migrate(handle.db);
  await seedReferenceData(handle.db);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dumpPath = path.join(os.tmpdir(), `portal-test-template-${suffix}.tar`);
  const dumpBytes = Buffer.from(await dump.arrayBuffer());
  await writeFile(dumpPath, dumpBytes);

  const seeded = Object.fromEntries(
    TEST_SEEDS.map((seed) => [seed, `${dumpPath}.${seed}.tar`]),
  ) as Record<TSeededTestSeed, string>;
  const seeding = (async () => {
    for (const seed of TEST_SEEDS) {
      const seededClient = await PGlite.create({ loadDataDir: new Blob([dumpBytes]) });
      const seededHandle = wrapPglite(seededClient);
      await seedDatabase(seededHandle.db, passwords, seedOptions(seed));
      const seededDump = await seededClient.dumpDataDir('none');
      await seededHandle.close();
      // Written aside and renamed, so a waiting file never reads half a dump.
      const partPath = `${seeded[seed]}.part`;
      await writeFile(partPath, Buffer.from(await seededDump.arrayBuffer()));
      await rename(partPath, seeded[seed]);
    }
  })().catch(reportSeedFailure);
  project.provide('testDatabase', { kind: 'pglite', dumpPath, seeded, seedFailedPath });

  return async () => {
    await seeding;
    await rm(seedFailedPath, { force: true });
    const directory = path.dirname(dumpPath);
    const prefix = path.basename(dumpPath);
    for (const name of await readdir(directory)) {
      if (name.startsWith(prefix)) await rm(path.join(directory, name), { force: true });
    }
  };
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
