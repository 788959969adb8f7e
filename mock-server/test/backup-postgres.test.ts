import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db/open-db';
import type { Db } from '../src/db/types';
import { createDatabaseFileStore } from '../src/files/database-file-store';
import { createLot, createMarket, japanDay, stockOf } from './buyer-web-fixtures';
import { startTestServer, type TestServer } from './helpers';
import { databaseUrlFor, dropDatabase, randomSuffix, withAdminClient } from './helpers/databases';

/** The purchases of a database, comparable across a backup and its restore. */
const purchasesOf = async (db: Db) =>
  (
    await db.query<{ line: string }>(
      `SELECT concat_ws('|', transaction_uuid, branch_id, web_item_id, sale_date, kuchi_su, ha_su) AS line FROM sales ORDER BY 1`,
    )
  ).rows.map((r) => r.line);

const PHOTO = Buffer.from('a product photo, bytes that must survive the backup');

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
