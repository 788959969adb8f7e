import { randomUUID } from 'node:crypto';
import { priceLine, type BundleTier } from '../src/domain/pricing';
import { createLot, createMarket, japanDay, type FixtureBuyers } from './buyer-web-fixtures';
import { startTestServer, TEST_NOW, type TestServer } from './helpers';

/**
 * The purchase's SQL function (migration 010, web_buy_lines) prices each line itself, to hold
 * the lot's row lock for no round trip; the price and fee rule is written once in TypeScript
 * (shared/src/spec/pricing.cjs). Over many lots — recommended prices started or not, bundle
 * tiers reached or not, dearer or cheaper than the base, SALE_RATEs with two decimals — what the
 * function stores must be exactly what the TypeScript rule computes.
 */

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

interface Case {
  unitPrice: number;
  recommendedPrice: number | null;
  recommendedStart: Date | null;
  bundles: BundleTier[];
  quantityPerPackage: number;
  kuchiSu: number;
  haSu: number;
  saleRate: number;
}

function casesFrom(seed: number, count: number): Case[] {
  const r = random(seed);
  const minutes = (m: number) => new Date(TEST_NOW.getTime() + m * 60_000);
  const price = () => [1, 7, 33, 99, 100, 101, 149, 150, 999, 1234, 99_999][r(11)] + r(3);
  return Array.from({ length: count }, () => {
    const recommended = r(3) > 0;
    const tiers = r(4);
    const quantities = [...new Set(Array.from({ length: tiers }, () => 2 + r(11)))];
    return {
      unitPrice: price(),
      recommendedPrice: recommended ? price() : null,
      recommendedStart: recommended ? [null, minutes(-60), minutes(0), minutes(60)][r(4)] : null,
      bundles: quantities.map((quantity) => ({ quantity, bundle_tanka: price() })),
      quantityPerPackage: 1 + r(30),
      kuchiSu: 1 + r(12),
      haSu: r(3),
      // Two decimals, with the halves where rounding half up matters.
      saleRate: [0, 0.5, 1.25, 2.5, 3.33, 5, 7.77, 10, 12.5, 33.33, 49.99, 100][r(12)],
    };
  });
}

describe('the purchase SQL function prices every line as the TypeScript rule does', () => {
  let server: TestServer;
  let buyers: FixtureBuyers;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    buyers = await createMarket(server.db);
  });
  afterAll(() => server.close());

  it('stores WEB_TANKA, RATE_TANKA, DISCOUNT_TANKA, SO_SU and PRICE of priceLine() over 240 cases', async () => {
    const mismatches: string[] = [];
    const cases = casesFrom(23, 240);
    for (const c of cases) {
      const branchId = buyers.a.branchId;
      await server.db.query('UPDATE branches SET sale_rate = $2 WHERE id = $1', [branchId, c.saleRate]);
      const id = await createLot(server.db, {
        saleDate: japanDay(TEST_NOW),
        unitPrice: c.unitPrice,
        recommendedPrice: c.recommendedPrice,
        recommendedStart: c.recommendedStart,
        bundles: c.bundles,
        quantityPerPackage: c.quantityPerPackage,
        remaining: 50,
        hasu: 5,
      });
      const uuid = randomUUID();
      await server.db.query('SELECT web_buy_lines($1, $2::jsonb, $3, $4)', [
        branchId,
        JSON.stringify([{ id, KUCHI_SU: c.kuchiSu, HA_SU: c.haSu }]),
        TEST_NOW,
        uuid,
      ]);
      const { rows } = await server.db.query<{ web_tanka: number; rate_tanka: number; discount_tanka: number; so_su: number; price: number }>(
        'SELECT web_tanka, rate_tanka, discount_tanka, so_su, price FROM sales WHERE transaction_uuid = $1',
        [uuid],
      );
      const lot = {
        unit_price: c.unitPrice,
        recommended_flag: c.recommendedPrice !== null,
        recommended_unit_price: c.recommendedPrice,
        recommended_start_time: c.recommendedStart,
        quantity_per_package: c.quantityPerPackage,
      };
      const line = priceLine(lot, c.bundles, c.kuchiSu, c.haSu, c.saleRate, TEST_NOW);
      const expected = { web_tanka: line.webTanka, rate_tanka: line.rateTanka, discount_tanka: line.discountTanka, so_su: line.soSu, price: line.price };
      if (JSON.stringify(rows[0]) !== JSON.stringify(expected))
        mismatches.push(`${JSON.stringify(c)}: SQL ${JSON.stringify(rows[0])}, TS ${JSON.stringify(expected)}`);
    }
    expect(mismatches).toEqual([]);
    // The cases reach every branch of the rule.
    expect(cases.some((c) => c.recommendedStart && c.recommendedStart > TEST_NOW)).toBe(true);
    expect(cases.some((c) => c.bundles.some((b) => b.quantity <= c.kuchiSu && b.bundle_tanka < c.unitPrice))).toBe(true);
    expect(cases.some((c) => c.bundles.some((b) => b.quantity <= c.kuchiSu && b.bundle_tanka > c.unitPrice))).toBe(true);
  });
});
