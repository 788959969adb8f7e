import { randomUUID } from 'node:crypto';
import { findLot, takeLotStock } from '../src/areas/buyer-web/web-item/web-lot-repository';
import {
  LOT_HAS_STOCK_SQL,
  LOT_LISTED_AVAILABLE_SQL,
  LOT_ON_SALE_SQL,
  LOT_PRICED_SQL,
  LOT_SELLS_SQL,
  lotHasStock,
  lotListedAvailable,
  lotOnSale,
  lotPriced,
  lotSells,
  type LotSaleState,
} from '../src/domain/lot-sale';
import { createLot, createMarket, japanDay, type FixtureBuyers } from './buyer-web-fixtures';
import { startTestServer, TEST_NOW, type TestServer } from './helpers';

/**
 * "A lot can be bought" is written once in TypeScript (src/domain/lot-sale.ts) with its SQL
 * fragments beside it; the purchase's SQL function (migration 031, web_buy_lines) writes the
 * conditions itself. Over every combination of the flags, a price of 0 or not and stock or none,
 * the fragments, the lot repository and the SQL function must decide as the predicates do.
 */
function allStates(): LotSaleState[] {
  const states: LotSaleState[] = [];
  for (let bits = 0; bits < 1 << 7; bits++) {
    const on = (i: number) => (bits & (1 << i)) !== 0;
    states.push({
      suspend_flg: on(0),
      is_suspensions: on(1),
      is_web_open: on(2),
      buy_permit_flg: on(3),
      unit_price: on(4) ? 100 : 0,
      remaining_quantity: on(5) ? 1 : 0,
      hasu: on(6) ? 1 : 0,
    });
  }
  return states;
}

describe('"a lot can be bought": the SQL decides as the TypeScript rule does', () => {
  let server: TestServer;
  let buyers: FixtureBuyers;
  /** Each state on a lot of its own. */
  const lots: { state: LotSaleState; id: number }[] = [];
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    buyers = await createMarket(server.db);
    for (const state of allStates()) {
      const id = await createLot(server.db, {
        saleDate: japanDay(TEST_NOW),
        unitPrice: state.unit_price,
        remaining: state.remaining_quantity,
        hasu: state.hasu,
      });
      await server.db.query('UPDATE web_items SET suspend_flg = $2, is_web_open = $3, buy_permit_flg = $4 WHERE id = $1', [
        id,
        state.suspend_flg,
        state.is_web_open,
        state.buy_permit_flg,
      ]);
      await server.db.query(
        'UPDATE products SET is_suspensions = $2 WHERE shohin_cd = (SELECT r.shohin_cd FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1)',
        [id, state.is_suspensions],
      );
      lots.push({ state, id });
    }
  }, 180_000);
  afterAll(() => server.close());

  /** The line a buyer would ask of the lot: a package when one is left, else a loose stem. */
  const lineOf = (s: LotSaleState) => (s.remaining_quantity > 0 || s.hasu === 0 ? { k: 1, h: 0 } : { k: 0, h: 1 });

  it('evaluates each fragment as its predicate over every combination', async () => {
    const { rows } = await server.db.query<{ id: number; on_sale: boolean; priced: boolean; stock: boolean; sells: boolean; available: boolean }>(
      `SELECT w.id, ${LOT_ON_SALE_SQL} AS on_sale, ${LOT_PRICED_SQL} AS priced, ${LOT_HAS_STOCK_SQL} AS stock,
              ${LOT_SELLS_SQL} AS sells, ${LOT_LISTED_AVAILABLE_SQL} AS available
         FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
        WHERE w.id = ANY($1::int[])`,
      [lots.map((l) => l.id)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const mismatches = lots.filter(({ state: s, id }) => {
      const got = byId.get(id);
      const want = {
        id,
        on_sale: lotOnSale(s),
        priced: lotPriced(s),
        stock: lotHasStock(s),
        sells: lotSells(s),
        available: lotListedAvailable(s, s.buy_permit_flg),
      };
      return JSON.stringify(got) !== JSON.stringify(want);
    });
    expect(mismatches.map((m) => m.state)).toEqual([]);
    expect(rows).toHaveLength(lots.length);
  });

  it("answers the repository's on_sale and takes stock only from a lot that sells", async () => {
    const mismatches: string[] = [];
    // Taken in one transaction rolled back, so the SQL function below meets the lots as created.
    class RolledBack extends Error {}
    await server.db
      .transaction(async (tx) => {
        for (const { state, id } of lots) {
          const lot = await findLot(tx, id);
          if (lot?.on_sale !== lotOnSale(state)) mismatches.push(`findLot ${JSON.stringify(state)}`);
          const { k, h } = lineOf(state);
          const taken = await takeLotStock(tx, id, k, h);
          const fits = state.remaining_quantity >= k && state.hasu >= h;
          if ((taken !== null) !== (lotSells(state) && fits)) mismatches.push(`takeLotStock ${JSON.stringify(state)}`);
        }
        throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('has the purchase SQL function sell exactly where the rule sells', async () => {
    const mismatches: string[] = [];
    let sold = 0;
    for (const { state, id } of lots) {
      const { k, h } = lineOf(state);
      const bought = await server.db
        .query('SELECT web_buy_lines($1, $2::jsonb, $3, $4)', [buyers.a.branchId, JSON.stringify([{ id, KUCHI_SU: k, HA_SU: h }]), TEST_NOW, randomUUID()])
        .then(
          () => true,
          (err: { code?: string }) => {
            if (err.code !== 'WB001') throw err;
            return false;
          },
        );
      if (bought) sold += 1;
      const fits = state.remaining_quantity >= k && state.hasu >= h;
      if (bought !== (lotSells(state) && fits)) mismatches.push(JSON.stringify(state));
    }
    expect(mismatches).toEqual([]);
    expect(sold).toBeGreaterThan(0);
  }, 120_000);
});
