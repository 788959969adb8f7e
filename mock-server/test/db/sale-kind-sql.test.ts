import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUYER_SALE_KINDS, buyerSaleSql, saleKindNameSql, webSaleSql } from '../../src/db/sale-kind-sql';
import { SALE_KBN, SALE_KINDS } from '../../src/domain/values';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';
import { startTestServer, TEST_NOW, type TestServer } from '../helpers';

/**
 * Sale kinds are named once (shared's SALE_KBN); the repositories' SQL takes them from
 * sale-kind-sql.ts, but the schema's CHECK and the migrations' purchase function and listing
 * feed write the numbers themselves. This compares both with the names.
 */
const KINDS = Object.keys(SALE_KINDS).map(Number);
const MIGRATIONS = join(__dirname, '../../src/db/migrations');

describe('sale kinds: the names, the SQL fragments and the migrations agree', () => {
  let server: TestServer;
  let buyers: FixtureBuyers;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    buyers = await createMarket(server.db);
  });
  afterAll(() => server.close());

  it('names every kind once', () => {
    expect(Object.values(SALE_KBN).sort()).toEqual(KINDS);
    expect(SALE_KINDS).toEqual({ 1: 'せり', 2: '注文', 3: '相対', 4: 'WEB' });
  });

  it('evaluates the fragments in the database as the names say, for every kind', async () => {
    for (const kind of KINDS) {
      const { rows } = await server.db.query<{ web: boolean; buyer: boolean; name: string }>(
        `SELECT ${webSaleSql('k')} AS web, ${buyerSaleSql('k')} AS buyer, ${saleKindNameSql('k')} AS name FROM (SELECT $1::smallint AS k) t`,
        [kind],
      );
      expect(rows[0]).toEqual({
        web: kind === SALE_KBN.web,
        buyer: (BUYER_SALE_KINDS as readonly number[]).includes(kind),
        name: SALE_KINDS[kind as keyof typeof SALE_KINDS],
      });
    }
  });

  it("accepts exactly the named kinds in the schema's CHECK", async () => {
    const { rows } = await server.db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
        WHERE c.conrelid = 'sales'::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%sale_kbn%'`,
    );
    expect(rows).toHaveLength(1);
    const numbers = (rows[0].def.match(/\d+/g) ?? []).map(Number).sort();
    expect(numbers).toEqual(KINDS);
  });

  it('stores a web purchase (the SQL function) as a WEB sale', async () => {
    const id = await createLot(server.db, { saleDate: japanDay(TEST_NOW), unitPrice: 100, remaining: 5, hasu: 0 });
    const uuid = randomUUID();
    await server.db.query('SELECT web_buy_lines($1, $2::jsonb, $3, $4)', [buyers.a.branchId, JSON.stringify([{ id, KUCHI_SU: 1, HA_SU: 0 }]), TEST_NOW, uuid]);
    const { rows } = await server.db.query<{ sale_kbn: number; web: boolean }>(
      `SELECT sale_kbn::int, ${webSaleSql('sale_kbn')} AS web FROM sales WHERE transaction_uuid = $1`,
      [uuid],
    );
    expect(rows).toEqual([{ sale_kbn: SALE_KBN.web, web: true }]);
  });

  it("compares sale_kbn only with the WEB kind in the migrations' own SQL", () => {
    const compared = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .flatMap((f) => [...readFileSync(join(MIGRATIONS, f), 'utf8').matchAll(/sale_kbn\s*=\s*(\d+)/g)].map((m) => `${f}: ${m[1]}`));
    expect(compared.length).toBeGreaterThan(0);
    expect(compared.filter((c) => !c.endsWith(`: ${SALE_KBN.web}`))).toEqual([]);
  });
});
