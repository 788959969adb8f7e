import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import { openDb } from '../../src/db/open-db';
import type { Db } from '../../src/db/types';
import { ENV, TEST_NOW } from './constants';
import { databaseUrlFor, randomSuffix, withAdminClient } from './databases';

/**
 * Prepares, once per jest run, the databases every test file starts from: one migrated and
 * empty, one with the sample market. Making a PGlite database costs seconds, copying one
 * a fraction, so test files copy these (PGlite: a tar dump; PostgreSQL: a template database).
 */
export default async function globalSetup(): Promise<void> {
  const runId = randomSuffix();
  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'fm-test-'));
  process.env[ENV.runId] = runId;
  process.env[ENV.tmpRoot] = tmpRoot;
  const databaseUrl = process.env.DATABASE_URL;

  // PostgreSQL templates for the project on DATABASE_URL; the PGlite dumps always, for the
  // PGlite projects that run in the same jest run (jest.config.js). PostgreSQL does its work
  // in its own processes, so both are made at once.
  await Promise.all([databaseUrl ? preparePostgres(databaseUrl, runId) : undefined, preparePglite(tmpRoot)]);
}

async function preparePostgres(databaseUrl: string, runId: string): Promise<void> {
  const empty = `fm_tpl_${runId}_empty`;
  const seeded = `fm_tpl_${runId}_seeded`;
  await withAdminClient(databaseUrl, async (client) => {
    await client.query(`CREATE DATABASE "${empty}"`);
    await client.query(`CREATE DATABASE "${seeded}"`);
  });
  await prepare(await openDb({ databaseUrl: databaseUrlFor(databaseUrl, empty) }), false);
  await prepare(await openDb({ databaseUrl: databaseUrlFor(databaseUrl, seeded) }), true);
  process.env[ENV.pgEmpty] = empty;
  process.env[ENV.pgSeeded] = seeded;
}

async function preparePglite(tmpRoot: string): Promise<void> {
  const db = (await openDb({ memory: true })) as Db & { pglite: { dumpDataDir(): Promise<Blob> } };
  await migrate(db);
  const emptyFile = path.join(tmpRoot, 'empty.tar');
  writeFileSync(emptyFile, Buffer.from(await (await db.pglite.dumpDataDir()).arrayBuffer()));
  process.env[ENV.pgliteEmpty] = emptyFile;
  if (await seed(db)) {
    const seededFile = path.join(tmpRoot, 'seeded.tar');
    writeFileSync(seededFile, Buffer.from(await (await db.pglite.dumpDataDir()).arrayBuffer()));
    process.env[ENV.pgliteSeeded] = seededFile;
  }
  await db.close();
}

async function prepare(db: Db, withSeed: boolean): Promise<void> {
  try {
    await migrate(db);
    if (withSeed) await seed(db);
  } finally {
    await db.close();
  }
}

/** The sample market is another team's module: a failure there only fails tests that ask for it. */
async function seed(db: Db): Promise<boolean> {
  try {
    const { seedSampleMarket } = (await import('../../src/seed/index')) as {
      seedSampleMarket: (db: Db, opts?: { now?: Date }) => Promise<void>;
    };
    await db.transaction((tx) => seedSampleMarket(tx as Db, { now: TEST_NOW }));
    return true;
  } catch (err) {
    process.env[ENV.seedError] = (err as Error).stack ?? String(err);
    return false;
  }
}
