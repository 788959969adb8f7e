import { migrate } from '../src/db/migrate';
import { startTestServer, type TestServer } from './helpers';

describe('the data-access layer (same answers on PGlite and PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('returns int8 and numeric as numbers, date as YYYY-MM-DD text, timestamptz as Date', async () => {
    const { rows } = await server.db.query(
      `SELECT count(*) AS n, 12.50::numeric(5,2) AS rate, DATE '2026-06-15' AS d, TIMESTAMPTZ '2026-06-15T01:00:00Z' AS ts,
              TIME '12:30' AS t, ARRAY[DATE '2026-06-16'] AS ds, ARRAY[7::int8] AS ns, '{"a":1}'::jsonb AS j`,
    );
    expect(rows[0]).toEqual({
      n: 1,
      rate: 12.5,
      d: '2026-06-15',
      ts: new Date('2026-06-15T01:00:00Z'),
      t: '12:30:00',
      ds: ['2026-06-16'],
      ns: [7],
      j: { a: 1 },
    });
  });

  it('has applied every migration once, and applying again does nothing', async () => {
    const { rows } = await server.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.name)).toContain('001_schema.sql');
    expect(await migrate(server.db)).toEqual([]);
  });

  it('rolls a failed transaction back entirely', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO purchasers (baisan_cd, baisan_nm) VALUES ('7001', 'ロールバック')`);
        await tx.query(`INSERT INTO purchasers (baisan_cd, baisan_nm) VALUES ('bad', 'x')`); // CHECK fails
      }),
    ).rejects.toMatchObject({ code: '23514' });
    const { rows } = await server.db.query(`SELECT 1 FROM purchasers WHERE baisan_cd = '7001'`);
    expect(rows).toEqual([]);
  });

  it('keeps concurrent transactions from losing updates', async () => {
    await server.db.query(`INSERT INTO system_parameters (parameter_typ, parameter_cd, parameter) VALUES ('T', 'counter', '0')`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        server.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ parameter: string }>(`SELECT parameter FROM system_parameters WHERE parameter_typ = 'T' FOR UPDATE`);
          await tx.query(`UPDATE system_parameters SET parameter = $1 WHERE parameter_typ = 'T'`, [String(Number(rows[0].parameter) + 1)]);
        }),
      ),
    );
    const { rows } = await server.db.query<{ parameter: string }>(`SELECT parameter FROM system_parameters WHERE parameter_typ = 'T'`);
    expect(rows[0].parameter).toBe('20');
  });

  it('refuses impossible data in the database itself', async () => {
    await expect(server.db.query(`INSERT INTO accounts (login_id, password_hash) VALUES ('buyer-without-branch', 'x')`)).rejects.toMatchObject({
      code: '23514',
    });
  });
});

describe('the schema refuses impossible data of the sample market', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  const lot = async () => (await server.db.query<{ id: number; stock_su: number }>('SELECT id, stock_su FROM receivings ORDER BY id LIMIT 1')).rows[0];

  it('never lets stock go below zero, and leaves the row as it was', async () => {
    const before = await lot();
    await expect(server.db.query('UPDATE receivings SET stock_su = stock_su - $2 WHERE id = $1', [before.id, before.stock_su + 1])).rejects.toMatchObject({
      code: '23514',
    });
    expect(await lot()).toEqual(before);
  });

  it('refuses a lot of an unknown shipper or product, and a missing required value', async () => {
    const copy = `INSERT INTO receivings (niuke_dempyo_no, niuke_no, sale_date, shukkasha_cd, shohin_cd, iri_su, stock_su, so_su)
                  SELECT 'X-1', 'X-1', sale_date, $1, $2, iri_su, stock_su, so_su FROM receivings ORDER BY id LIMIT 1`;
    const { rows } = await server.db.query<{ shukkasha_cd: string; shohin_cd: string }>('SELECT shukkasha_cd, shohin_cd FROM receivings ORDER BY id LIMIT 1');
    await expect(server.db.query(copy, ['no-such-shipper', rows[0].shohin_cd])).rejects.toMatchObject({ code: '23503' });
    await expect(server.db.query(copy, [rows[0].shukkasha_cd, 'no-such-product'])).rejects.toMatchObject({ code: '23503' });
    await expect(server.db.query(copy, [rows[0].shukkasha_cd, null])).rejects.toMatchObject({ code: '23502' });
  });
});
