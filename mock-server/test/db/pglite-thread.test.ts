import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { openPglite, type PgliteDb } from '../../src/db/pglite-db';

/**
 * PGlite runs in its own thread, so the server answers requests while the embedded
 * database works (a purchase committing), and nothing a caller relied on changes: errors keep
 * their SQLSTATE and detail, a change is heard before its writer's answer, transactions commit
 * or roll back whole.
 */
describe('PGlite in its own thread', () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await openPglite({});
    await db.query('CREATE TABLE lots (id integer PRIMARY KEY, stock integer NOT NULL CHECK (stock >= 0))');
    await db.query(`CREATE FUNCTION say() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('lots_changed', 'lot:' || NEW.id); RETURN NULL; END $$`);
    await db.query('CREATE TRIGGER lots_say AFTER INSERT OR UPDATE ON lots FOR EACH ROW EXECUTE FUNCTION say()');
  });
  afterAll(() => db.close());

  it('keeps the event loop free while a statement runs', async () => {
    const order: string[] = [];
    const timer = new Promise<void>((resolve) => setTimeout(() => (order.push('timer'), resolve()), 50));
    await db.query('SELECT pg_sleep(0.5)').then(() => order.push('statement'));
    await timer;
    // On the event loop, the WebAssembly statement held the timer back until it ended.
    expect(order).toEqual(['timer', 'statement']);
  });

  it('answers a refused statement with its SQLSTATE, constraint and detail', async () => {
    await db.query('INSERT INTO lots VALUES (1, 5)');
    const duplicate = await db.query('INSERT INTO lots VALUES (1, 5)').catch((err: unknown) => err);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'lots_pkey', detail: 'Key (id)=(1) already exists.' });
    const raised = await db.query(`DO $$ BEGIN RAISE EXCEPTION 'short' USING ERRCODE = 'WB002', DETAIL = '42'; END $$`).catch((err: unknown) => err);
    expect(raised).toMatchObject({ code: 'WB002', detail: '42', message: 'short' });
  });

  it('tells a committed change to its listener before the statement that made it is answered', async () => {
    const heard: string[] = [];
    const unlisten = await db.pglite.listen('lots_changed', (payload) => heard.push(payload));
    await db.query('INSERT INTO lots VALUES (2, 3)');
    expect(heard).toEqual(['lot:2']);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE lots SET stock = stock - 1 WHERE id = 2');
      expect(heard).toEqual(['lot:2']);
    });
    expect(heard).toEqual(['lot:2', 'lot:2']);
    await unlisten();
    await db.query('UPDATE lots SET stock = 0 WHERE id = 2');
    expect(heard).toHaveLength(2);
  });

  it('commits a transaction whole, and rolls it back whole when its work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO lots VALUES (10, 1)');
      await tx.query('INSERT INTO lots VALUES (11, 1)');
    });
    const refused = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO lots VALUES (12, 1)');
        await tx.query('UPDATE lots SET stock = stock - 2 WHERE id = 10');
      })
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: '23514' });
    const thrown = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO lots VALUES (13, 1)');
        throw new Error('the caller changed its mind');
      })
      .catch((err: Error) => err.message);
    expect(thrown).toBe('the caller changed its mind');
    const { rows } = await db.query<{ id: number }>('SELECT id FROM lots WHERE id >= 10 ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([10, 11]);
  });

  it('runs statements that arrive during a transaction after it', async () => {
    const order: string[] = [];
    const inside = db.transaction(async (tx) => {
      await tx.query('SELECT pg_sleep(0.2)');
      await tx.query('UPDATE lots SET stock = 7 WHERE id = 11');
      order.push('transaction');
    });
    const outside = db.query<{ stock: number }>('SELECT stock FROM lots WHERE id = 11').then(({ rows }) => order.push(`read ${rows[0].stock}`));
    await Promise.all([inside, outside]);
    expect(order).toEqual(['transaction', 'read 7']);
  });

  it('dumps the database for a backup', async () => {
    const dump = await db.pglite.dumpDataDir('gzip');
    expect(dump.size).toBeGreaterThan(1000);
  });

  it('does not keep a process alive once nothing waits for it', () => {
    // A tool that forgets to close its database still ends, as it did with PGlite on the event loop.
    const source = path.join(__dirname, '..', '..', 'src', 'db', 'pglite-db.ts');
    const script = `require('tsx/cjs'); require(${JSON.stringify(source)}).openPglite({}).then((db) => db.query('SELECT 1')).then(() => console.log('answered'));`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stdout.trim()).toBe('answered');
    expect(run.status).toBe(0);
  });
});
