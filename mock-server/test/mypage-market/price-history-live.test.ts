import type { TestServer } from '../helpers';
import { startSecondProcess, type SecondProcess } from '../helpers/second-process';
import { createLot, openBuyerMarket, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * Price history at bench scale: each process holds yesterday's and today's sums per product and
 * shipper in memory (price-history/live-days-cache.ts). Whatever moves a sale line shows on the
 * very next question — a web purchase, its cancel, an administrator's line, a receiving that
 * counts for another product — and, on PostgreSQL, a purchase on another process too.
 */
let server: TestServer;
let buyers: FixtureBuyers;
let tokenA: string;
let tokenB: string;
let today: string;
let lot: number;
let sameItem: number;

beforeAll(async () => {
  ({ server, buyers, tokenA, tokenB, today } = await openBuyerMarket());
  lot = await createLot(server.db, { saleDate: today, unitPrice: 120, remaining: 40 });
  sameItem = await createLot(server.db, { saleDate: today, unitPrice: 90, remaining: 40, productName: 'サムライ', variety: 'サムライ' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The endpoint's answer beside a direct aggregate of today's lines, for the lot's four series. */
async function expectCurrent(base: (path: string, token: string) => Promise<{ status: number; body: Record<string, unknown> }>, id = lot) {
  const res = await base(`/users/market/history?id=${id}&days=7`, tokenA);
  expect(res.status).toBe(200);
  const direct = async (where: string) =>
    (
      await server.db.query(
        `SELECT to_char(s.sale_date, 'YYYY/MM/DD') AS date, round(sum(s.price)::numeric / sum(s.so_su))::int AS average,
                max(s.web_tanka)::int AS high, sum(s.so_su)::int AS quantity
           FROM sales s JOIN receivings r ON r.id = s.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
          WHERE s.cancelled_at IS NULL AND s.sale_date > $2::date - 7 AND s.sale_date <= $2::date AND ${where}
          GROUP BY s.sale_date ORDER BY s.sale_date`,
        [id, today],
      )
    ).rows;
  const subject = `(SELECT r2.%s FROM web_items w2 JOIN receivings r2 ON r2.id = w2.receiving_id WHERE w2.id = $1)`;
  expect(res.body.product).toEqual(await direct(`r.shohin_cd = ${subject.replace('%s', 'shohin_cd')}`));
  expect(res.body.shipper).toEqual(await direct(`r.shukkasha_cd = ${subject.replace('%s', 'shukkasha_cd')}`));
  expect(res.body.item).toEqual(
    await direct(
      `p.item_cd = (SELECT p2.item_cd FROM web_items w2 JOIN receivings r2 ON r2.id = w2.receiving_id JOIN products p2 ON p2.shohin_cd = r2.shohin_cd WHERE w2.id = $1)`,
    ),
  );
  return res.body as { product: { quantity: number }[]; item: { quantity: number }[] };
}

const ask = (path: string, token: string) => server.api('GET', path, { token });
const stemsToday = (days: { date?: string; quantity: number }[]) => days.find((d) => d.date === today.replace(/-/g, '/'))?.quantity ?? 0;

describe('the price history of today, held in memory', () => {
  it('shows a purchase, another lot of the item and a cancel on the very next question', async () => {
    const before = await expectCurrent(ask);
    const buy = await server.api('POST', '/users/web/buy', { token: tokenB, body: { items: [{ id: lot, KUCHI_SU: 2, HA_SU: 0 }] } });
    expect(buy.status).toBe(200);
    const bought = await expectCurrent(ask);
    expect(stemsToday(bought.product)).toBe(stemsToday(before.product) + 20);
    // Another product of the item: the item's series moves, this product's does not.
    expect((await server.api('POST', '/users/web/buy', { token: tokenA, body: { items: [{ id: sameItem, KUCHI_SU: 1, HA_SU: 0 }] } })).status).toBe(200);
    const other = await expectCurrent(ask);
    expect(stemsToday(other.item)).toBe(stemsToday(bought.item) + 10);
    expect(stemsToday(other.product)).toBe(stemsToday(bought.product));
    // Buyer B cancels its purchase: the lines are gone from today's figures.
    const cancellable = await server.api('GET', '/users/cancellable', { token: tokenB });
    const line = (cancellable.body as { id: number; transactionUUID: string }[])[0];
    const cancel = await server.api('POST', '/users/cancellable/cancel', { token: tokenB, body: { transactionUUID: line.transactionUUID, id: line.id } });
    expect(cancel.status).toBe(200);
    const cancelled = await expectCurrent(ask);
    expect(stemsToday(cancelled.product)).toBe(stemsToday(before.product));
  });

  it("shows the branch's own new purchase as its last price on the very next question, and no other branch's", async () => {
    const fresh = await createLot(server.db, { saleDate: today, unitPrice: 140, remaining: 20 });
    const lastPaid = async (token: string) => (await ask(`/users/market/history?id=${fresh}`, token)).body.last_paid;
    expect(await lastPaid(tokenA)).toBeNull();
    expect(await lastPaid(tokenB)).toBeNull();
    expect((await server.api('POST', '/users/web/buy', { token: tokenA, body: { items: [{ id: fresh, KUCHI_SU: 1, HA_SU: 0 }] } })).status).toBe(200);
    const { rows } = await server.db.query<{ web_tanka: number }>('SELECT web_tanka FROM sales WHERE web_item_id = $1', [fresh]);
    expect(await lastPaid(tokenA)).toBe(rows[0].web_tanka);
    expect(await lastPaid(tokenB)).toBeNull();
  });

  it("counts a receiving's lines for its new product at once, even when the lot is not on the web", async () => {
    await expectCurrent(ask);
    const { rows } = await server.db.query<{ receiving_id: number; shohin_cd: string }>(
      `SELECT w.receiving_id, r.shohin_cd FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1`,
      [sameItem],
    );
    const target = (
      await server.db.query<{ shohin_cd: string }>(`SELECT r.shohin_cd FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1`, [lot])
    ).rows[0];
    // Off the web, then moved to the first lot's product: its lines now count there.
    await server.db.query('DELETE FROM web_item_bundle_prices WHERE web_item_id = $1', [sameItem]);
    await server.db.query('UPDATE sales SET web_item_id = NULL WHERE web_item_id = $1', [sameItem]);
    await server.db.query('DELETE FROM web_items WHERE id = $1', [sameItem]);
    await server.db.query('UPDATE receivings SET shohin_cd = $1 WHERE id = $2', [target.shohin_cd, rows[0].receiving_id]);
    const moved = await expectCurrent(ask);
    expect(stemsToday(moved.product)).toBeGreaterThanOrEqual(10);
    await server.db.query('UPDATE receivings SET shohin_cd = $1 WHERE id = $2', [rows[0].shohin_cd, rows[0].receiving_id]);
    await expectCurrent(ask);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two server processes on one PostgreSQL', () => {
  let second: SecondProcess;
  let base: string;
  let secondToken: string;

  beforeAll(async () => {
    second = await startSecondProcess(server);
    base = `${second.origin}/api/v1`;
    secondToken = await second.signIn(buyers.a.login, buyers.a.password);
  }, 60_000);

  afterAll(async () => {
    await second?.close();
  });

  it("shows a purchase on one process in the other's very next answer", async () => {
    const onSecond = async (path: string) => {
      const res = await fetch(base + path, { headers: { authorization: `Bearer ${secondToken}` } });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const onSecondBuy = async () => {
      const res = await fetch(`${base}/users/web/buy`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secondToken}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] }),
      });
      return { status: res.status };
    };
    const before = await expectCurrent(onSecond);
    for (let i = 0; i < 3; i++) {
      expect((await server.api('POST', '/users/web/buy', { token: tokenB, body: { items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] } })).status).toBe(200);
      const after = await expectCurrent(onSecond);
      expect(stemsToday(after.product)).toBe(stemsToday(before.product) + 20 * i + 10);
      // Buyer A buys on the second process: its last price there moves at once.
      expect((await onSecondBuy()).status).toBe(200);
      const { rows } = await server.db.query<{ web_tanka: number }>(
        `SELECT s.web_tanka FROM sales s JOIN accounts a ON a.branch_id = s.branch_id WHERE a.login_id = $1 AND s.web_item_id = $2 ORDER BY s.sale_id DESC LIMIT 1`,
        [buyers.a.login, lot],
      );
      expect((await onSecond(`/users/market/history?id=${lot}`)).body.last_paid).toBe(rows[0].web_tanka);
    }
  });
});
