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
import { createFileStore } from '../src/files/file-store';
import { createLot, createMarket, japanDay, stockOf, type FixtureBuyers } from './buyer-web-fixtures';
import { TEST_NOW } from './helpers';
import { ENV } from './helpers/constants';

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
