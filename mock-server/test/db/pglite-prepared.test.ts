import { openPglite, type PgliteDb } from '../../src/db/pglite-db';

/**
 * Statements marked `prepare` are kept prepared in PGlite (db/pglite-prepared.ts): parsed once,
 * then one exchange a call. Nothing a caller relies on may change: the same rows and types as
 * an unprepared statement, errors with their SQLSTATE and detail, changes heard before the
 * answer, and a transaction's turn kept.
 */
describe('prepared statements on PGlite', () => {
  let db: PgliteDb;
  const prepare = { prepare: true };
  beforeAll(async () => {
    db = await openPglite({});
    await db.query(`CREATE TABLE lots (id integer PRIMARY KEY, big bigint, price numeric, day date, at timestamptz, facts jsonb,
      label text, open boolean, stock integer NOT NULL DEFAULT 1 CHECK (stock >= 0))`);
    await db.query(`CREATE FUNCTION take(lot integer, n integer) RETURNS integer LANGUAGE plpgsql AS $$
      DECLARE left_over integer;
      BEGIN
        UPDATE lots SET stock = stock - n WHERE id = lot AND stock >= n RETURNING stock INTO left_over;
        IF left_over IS NULL THEN RAISE EXCEPTION 'no stock' USING ERRCODE = 'WB001', DETAIL = lot::text; END IF;
        PERFORM pg_notify('lots_changed', 'lot:' || lot);
        RETURN left_over;
      END $$`);
  });
  afterAll(() => db.close());

  it('answers with the rows and types an unprepared statement gives, whatever the parameters', async () => {
    const insert = 'INSERT INTO lots (id, big, price, day, at, facts, label, open) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)';
    await db.query(
      insert,
      [1, 9_007_199_254_740_991, 12.5, '2026-11-29', new Date('2026-11-29T01:02:03.004Z'), JSON.stringify({ a: [1, 'ば'] }), 'バラ', true],
      prepare,
    );
    await db.query(insert, [2, null, null, null, null, null, null, false], prepare);
    const select = 'SELECT * FROM lots WHERE id = ANY($1) ORDER BY id';
    const plain = await db.query(select, [[1, 2]]);
    const prepared = await db.query(select, [[1, 2]], prepare);
    expect(prepared).toEqual(plain);
    expect(prepared.rows[0]).toMatchObject({ big: 9_007_199_254_740_991, price: 12.5, day: '2026-11-29', facts: { a: [1, 'ば'] }, label: 'バラ', open: true });
    expect((await db.query('UPDATE lots SET label = $2 WHERE id = $1', [2, '菊'], prepare)).rowCount).toBe(1);
  });

  it('parses each text once, under one name, however often it runs', async () => {
    const text = 'SELECT label FROM lots WHERE id = $1';
    for (const id of [1, 2, 1]) await db.query(text, [id], prepare);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [text]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses with the SQLSTATE and detail, and the statement still runs afterwards', async () => {
    const take = 'SELECT take($1, $2) AS left_over';
    const refused = await db.query(take, [1, 5], prepare).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ code: 'WB001', detail: '1', message: 'no stock' });
    expect((await db.query(take, [1, 1], prepare)).rows).toEqual([{ left_over: 0 }]);
  });

  it('tells a change to its listener before the statement that made it is answered', async () => {
    const heard: string[] = [];
    const unlisten = await db.pglite.listen('lots_changed', (payload) => heard.push(payload));
    await db.query('UPDATE lots SET stock = 3 WHERE id = 2');
    await db.query('SELECT take($1, $2) AS left_over', [2, 1], prepare);
    expect(heard).toEqual(['lot:2']);
    await unlisten();
  });

  it('runs inside a transaction and rolls back with it; a lone one waits for the transaction to end', async () => {
    const stock = async () => (await db.query<{ stock: number }>('SELECT stock FROM lots WHERE id = $1', [2], prepare)).rows[0].stock;
    const before = await stock();
    let lone: Promise<number> | null = null;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT take($1, $2) AS left_over', [2, 1], prepare);
        expect((await tx.query<{ stock: number }>('SELECT stock FROM lots WHERE id = $1', [2], prepare)).rows[0].stock).toBe(before - 1);
        lone = stock();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await lone).toBe(before);
    expect(await stock()).toBe(before);
  });
});
