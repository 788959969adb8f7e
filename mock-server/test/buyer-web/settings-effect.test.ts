/**
 * The head branch's /setting takes effect in purchasing: purchase_approval keeps a branch from
 * buying on the web (it may still reserve), and sell_margin_rate drives the 販売目安 sell_price.
 */
import { hashPassword } from '../../src/passwords/password-hash';
import { startTestServer, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, stockOf, type FixtureBuyers } from '../buyer-web-fixtures';

let server: TestServer;
let buyers: FixtureBuyers;
let head: string;
let branch: string;
let today: string;

/** Branch 002 of the head branch a's purchaser (9001), with a 5 % market commission. */
async function addBranch002(): Promise<{ login: string; password: string }> {
  const password = 'fixture-pass-002';
  const created = await server.db.query<{ id: number }>(
    `INSERT INTO branches (baisan_cd, baisan_eda, baisan_eda_nm, sale_rate, sell_margin_rate, purchase_approval)
     VALUES ('9001', '002', '支店', 5, 30, true) RETURNING id`,
  );
  await server.db.query(`INSERT INTO accounts (login_id, password_hash, branch_id, password_changed_at) VALUES ('bw-a-002', $1, $2, now())`, [
    await hashPassword(password),
    created.rows[0].id,
  ]);
  return { login: 'bw-a-002', password };
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  today = japanDay(server.clock.now());
  const b002 = await addBranch002();
  head = await server.signIn(buyers.a.login, buyers.a.password);
  branch = await server.signIn(b002.login, b002.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const setBranch002 = (sellMarginRate: number, purchaseApproval: boolean) =>
  server.api('POST', '/users/setting', {
    token: head,
    body: { branches: [{ branch_number: '002', sell_margin_rate: sellMarginRate, purchase_approval: purchaseApproval }] },
  });
const buy = (token: string, id: number, kuchiSu = 1) => server.api('POST', '/users/web/buy', { token, body: { items: [{ id, KUCHI_SU: kuchiSu, HA_SU: 0 }] } });
const sellPriceOf = async (token: string, id: number) => {
  const res = await server.api('GET', '/users/web/detail?per=500', { token });
  expect(res.status).toBe(200);
  return res.body.datas.find((d: { id: number }) => d.id === id)?.sell_price;
};

describe('purchase_approval', () => {
  it('turns a web purchase into a request for the head branch (202), until the head branch turns it off', async () => {
    expect((await setBranch002(30, true)).status).toBe(200);
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const filters = await server.api('GET', '/users/web', { token: branch });
    expect(filters.body.purchase_approval_required).toBe(true);

    const requested = await buy(branch, id, 2);
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ request_id: expect.any(Number) });
    // Held, not sold.
    expect(await stockOf(server.db, id)).toEqual({ remaining: 8, hasu: 0, stock_su: 8, sold: 0 });

    expect((await setBranch002(30, false)).status).toBe(200);
    expect((await server.api('GET', '/users/web', { token: branch })).body.purchase_approval_required).toBe(false);
    const bought = await buy(branch, id, 2);
    expect(bought.status).toBe(200);
    expect(await stockOf(server.db, id)).toEqual({ remaining: 6, hasu: 0, stock_su: 6, sold: 2 });
  });

  it('still lets such a branch place a next order (予約)', async () => {
    expect((await setBranch002(30, true)).status).toBe(200);
    const id = await createLot(server.db, { saleDate: today, remaining: 10, yoyakuPermit: true });
    const res = await server.api('POST', '/users/web/next-order', { token: branch, body: { items: [{ id, KUCHI_SU: 3, HA_SU: 0 }] } });
    expect(res.status).toBe(200);
    const done = await server.api('GET', `/users/web/next-order/done?transactionUUID=${res.body.transactionUUID}`, { token: branch });
    expect(done.status).toBe(200);
    expect(done.body).toHaveLength(1);
  });

  it('does not hold back the head branch, whose own flag is off', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 3 });
    expect((await server.api('GET', '/users/web', { token: head })).body.purchase_approval_required).toBe(false);
    expect((await buy(head, id)).status).toBe(200);
  });
});

describe('sell_margin_rate', () => {
  it('prices the 販売目安 from the charged stem price with commission, and follows /setting changes', async () => {
    const plain = await createLot(server.db, { saleDate: today, unitPrice: 100 });
    const recommended = await createLot(server.db, { saleDate: today, unitPrice: 100, recommendedPrice: 80, recommendedStart: null });
    const undecided = await createLot(server.db, { saleDate: today, unitPrice: 0 });
    expect((await setBranch002(30, false)).status).toBe(200);
    // 100 + 5 % commission = 105; × 1.30 = 136.5 → 137 (half up).
    expect(await sellPriceOf(branch, plain)).toBe(137);
    // The recommended 80 + 4 commission = 84; × 1.30 = 109.2 → 109.
    expect(await sellPriceOf(branch, recommended)).toBe(109);
    expect(await sellPriceOf(branch, undecided)).toBeNull();
    // The head branch: no commission, no margin.
    expect(await sellPriceOf(head, plain)).toBe(100);

    expect((await setBranch002(25.5, false)).status).toBe(200);
    // 105 × 1.255 = 131.775 → 132.
    expect(await sellPriceOf(branch, plain)).toBe(132);
    expect((await server.api('GET', '/users/web', { token: branch })).body.sell_margin_rate).toBe(25.5);
  });

  it('puts sell_price on the buy done rows while the market charges the same as without a margin', async () => {
    expect((await setBranch002(30, false)).status).toBe(200);
    const id = await createLot(server.db, { saleDate: today, unitPrice: 100, quantityPerPackage: 10, remaining: 5 });
    const res = await buy(branch, id, 2);
    expect(res.status).toBe(200);
    const done = await server.api('GET', `/users/web/buy/done?transactionUUID=${res.body.transactionUUID}`, { token: branch });
    expect(done.status).toBe(200);
    expect(done.body[0]).toMatchObject({ unit_price: '100', price: 2000, commission_per_stem: 5, commission: 100, sell_price: 137 });
    const { rows } = await server.db.query('SELECT web_tanka, rate_tanka, price FROM sales WHERE web_item_id = $1', [id]);
    expect(rows).toEqual([{ web_tanka: 100, rate_tanka: 5, price: 2000 }]);

    expect((await setBranch002(0, false)).status).toBe(200);
    const again = await server.api('GET', `/users/web/buy/done?transactionUUID=${res.body.transactionUUID}`, { token: branch });
    expect(again.body[0]).toMatchObject({ price: 2000, sell_price: 105 });
  });
});

describe('the money a buyer sees before committing', () => {
  it("tells the listing the TAX_RATE setting and the branch's SALE_RATE, so the dialog's amount is the server's", async () => {
    const filters = await server.api('GET', '/users/web', { token: branch });
    expect(filters.status).toBe(200);
    expect(filters.body.sale_rate).toBe(5);
    expect(filters.body.tax_rate).toBe(10);
    expect((await server.api('GET', '/users/web', { token: head })).body.sale_rate).toBe(0);

    await server.db.query(
      `INSERT INTO system_parameters (parameter_typ, parameter_cd, remark, parameter) VALUES ('ACCOUNTING', 'TAX_RATE', 'tax', '8')
       ON CONFLICT DO NOTHING`,
    );
    await server.db.query(`UPDATE system_parameters SET parameter = '8' WHERE parameter_cd = 'TAX_RATE'`);
    expect((await server.api('GET', '/users/web', { token: branch })).body.tax_rate).toBe(8);
    await server.db.query(`DELETE FROM system_parameters WHERE parameter_cd = 'TAX_RATE'`);
  });
});
