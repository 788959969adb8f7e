import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/clock';
import { defaultConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { openPglite, type PgliteDb } from '../src/db/pglite-db';
import type { Db } from '../src/db/types';
import { restorePgliteBackup, writePgliteBackup } from '../src/db/pglite-backup';
import { createDatabaseFileStore } from '../src/files/database-file-store';
import { createFileStore } from '../src/files/file-store';
import { createLot, createMarket, japanDay, stockOf, type FixtureBuyers } from './buyer-web-fixtures';
import { startTestServer, TEST_NOW, type TestServer } from './helpers';
import { ENV } from './helpers/constants';
import { databaseUrlFor, dropDatabase, randomSuffix, withAdminClient } from './helpers/databases';

/** The purchases of a database, comparable across a backup and its restore. */
const purchasesOf = async (db: Db) =>
  (
    await db.query<{ line: string }>(
      `SELECT concat_ws('|', transaction_uuid, branch_id, web_item_id, sale_date, kuchi_su, ha_su) AS line FROM sales ORDER BY 1`,
    )
  ).rows.map((r) => r.line);

const PHOTO = Buffer.from('a product photo, bytes that must survive the backup');

/** PGlite's backup (written while the server takes purchases) restored into a fresh DATA_DIR. */
describe('PGlite backup and restore', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fm-backup-'));
  const dataDir = path.join(root, 'data');
  let db: PgliteDb;
  let app: FastifyInstance;
  let url: string;
  let buyers: FixtureBuyers;
  let lot: number;
  const clock = new ManualClock(TEST_NOW);

  beforeAll(async () => {
    // A file-backed database (as a server's DATA_DIR/pglite) started from globalSetup's migrated one.
    // (Under DATABASE_URL globalSetup makes no PGlite dump: migrate from nothing.)
    const dump = process.env[ENV.pgliteEmpty];
    const migrated = dump ? new Blob([readFileSync(dump)]) : undefined;
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    db = await openPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: migrated });
    await migrate(db);
    app = await buildApp({ db, clock, config: defaultConfig({ port: 0, dataDir }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    buyers = await createMarket(db);
    lot = await createLot(db, { saleDate: japanDay(clock.now()), remaining: 100, maxQuantity: 100 });
    await app.fileStore.put('products/BACKUP/1.png', PHOTO, 'image/png');
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const signIn = async () => {
    const res = await fetch(`${url}/api/v1/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: buyers.a.login, password: buyers.a.password }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const buy = (token: string) =>
    fetch(`${url}/api/v1/users/web/buy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] }),
    }).then((r) => r.status);

  it('writes a consistent backup while purchases go on, and a restore finds the same purchases and files', async () => {
    const token = await signIn();
    for (let i = 0; i < 3; i++) expect(await buy(token)).toBe(200);

    // A backup taken in the middle of a stream of purchases: one consistent moment.
    const during = path.join(root, 'backup-during');
    const [, statuses] = await Promise.all([writePgliteBackup(db.pglite, dataDir, during), Promise.all(Array.from({ length: 8 }, () => buy(token)))]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // And one when all is quiet, to compare exactly.
    const after = path.join(root, 'backup-after');
    const manifest = await writePgliteBackup(db.pglite, dataDir, after);
    expect(manifest).toMatchObject({ kind: 'pglite', files: 1 });
    const sourcePurchases = await purchasesOf(db);
    expect(sourcePurchases).toHaveLength(11);

    for (const [name, backup] of [
      ['during', during],
      ['after', after],
    ] as const) {
      const fresh = path.join(root, `restored-${name}`);
      await restorePgliteBackup(backup, fresh);
      const restored = await openDb({ dataDir: fresh });
      try {
        const purchases = await purchasesOf(restored);
        const stock = await stockOf(restored, lot);
        // Every purchase in the backup is a real one, and its stock matches it to the package.
        expect(purchases.every((p) => sourcePurchases.includes(p))).toBe(true);
        expect(purchases.length).toBeGreaterThanOrEqual(3);
        expect(stock.sold).toBe(purchases.length);
        expect(stock.remaining).toBe(100 - purchases.length);
        if (name === 'after') expect(purchases).toEqual(sourcePurchases);
        const files = createFileStore({ dir: path.join(fresh, 'files'), secret: 'x', clock });
        expect(await files.get('products/BACKUP/1.png')).toEqual({ body: PHOTO, contentType: 'image/png' });
      } finally {
        await restored.close();
      }
    }
    // Never over an existing database.
    await expect(restorePgliteBackup(after, path.join(root, 'restored-after'))).rejects.toThrow(/already holds a database/);
  }, 240_000);
});

const pgTools = spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;
const describePg = process.env.DATABASE_URL && pgTools ? describe : describe.skip;

/** PostgreSQL with pg_dump -Fc / pg_restore, the files (database store) included. */
describePg('PostgreSQL backup (pg_dump) and restore (pg_restore)', () => {
  let server: TestServer;
  const restoredName = `fm_t_restore_${randomSuffix()}`;
  afterAll(async () => {
    await server?.close();
    await withAdminClient(process.env.DATABASE_URL!, (client) => dropDatabase(client, restoredName));
  });

  it('restores into a fresh database with the same purchases and files', async () => {
    server = await startTestServer({ seed: false, config: { fileStore: 'database' } });
    const buyers = await createMarket(server.db);
    const lot = await createLot(server.db, { saleDate: japanDay(server.clock.now()), remaining: 20 });
    const token = await server.signIn(buyers.a.login, buyers.a.password);
    for (let i = 0; i < 4; i++)
      expect((await server.api('POST', '/users/web/buy', { token, body: { items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] } })).status).toBe(200);
    await server.app.fileStore.put('products/PGBACKUP/1.png', PHOTO, 'image/png');

    const sourceUrl = (server.db as Db & { pool: { options: { connectionString: string } } }).pool.options.connectionString;
    const dumpFile = path.join(os.tmpdir(), `${restoredName}.dump`);
    const dump = spawnSync('pg_dump', ['-Fc', '-f', dumpFile, sourceUrl], { encoding: 'utf8' });
    expect(dump.stderr).toBe('');
    expect(dump.status).toBe(0);
    await withAdminClient(process.env.DATABASE_URL!, (client) => client.query(`CREATE DATABASE "${restoredName}"`));
    const restoredUrl = databaseUrlFor(process.env.DATABASE_URL!, restoredName);
    const restore = spawnSync('pg_restore', ['--no-owner', '-d', restoredUrl, dumpFile], { encoding: 'utf8' });
    rmSync(dumpFile, { force: true });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    const restored = await openDb({ databaseUrl: restoredUrl });
    try {
      expect(await purchasesOf(restored)).toEqual(await purchasesOf(server.db));
      expect(await purchasesOf(restored)).toHaveLength(4);
      expect(await stockOf(restored, lot)).toEqual(await stockOf(server.db, lot));
      const files = createDatabaseFileStore({ db: restored, secret: 'x', clock: server.clock });
      expect(await files.get('products/PGBACKUP/1.png')).toEqual({ body: PHOTO, contentType: 'image/png' });
    } finally {
      await restored.close();
    }
  }, 120_000);
});
