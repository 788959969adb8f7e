import { startTestServer, type TestServer } from '../helpers';
import { ACCOUNTS, insertSaleLines, TEST_OPTIONS } from '../buyer-fixtures';

let server: TestServer;
const tokens: Record<string, string> = {};
const DAY = '2026-01-06';

beforeAll(async () => {
  server = await startTestServer(TEST_OPTIONS);
  for (const [key, [id, pw]] of Object.entries(ACCOUNTS)) tokens[key] = await server.signIn(id, pw);
  // A day the sample market has no sales on: every figure below is computed by hand.
  await insertSaleLines(server.db, '1001-002', DAY, [
    { shohinCd: '110001', kbn: 4, kuchi: 3, irisu: 10, tanka: 120, rateTanka: 10 }, // 30 stems: 3 600 yen, commission 300
    { shohinCd: '130001', kbn: 3, kuchi: 2, haSu: 5, irisu: 20, tanka: 45, rateTanka: 4 }, // 45 stems: 2 025 yen, commission 180
    { shohinCd: '110002', kbn: 1, kuchi: 1, irisu: 10, tanka: 999, rateTanka: 85, cancelled: true },
  ]);
  await insertSaleLines(server.db, '1004-002', DAY, [{ shohinCd: '110001', kbn: 2, kuchi: 1, irisu: 10, tanka: 100, rateTanka: 9, sokuho: true }]);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (who: string, path: string) => server.api('GET', path, { token: tokens[who] });

describe('GET /users/sale', () => {
  it('totals a purchase date from its non-cancelled lines: amount, commission, 10% tax', async () => {
    const res = await get('branch1001_002', '/users/sale?from=2026/01/01&to=2026/01/31');
    expect(res.status).toBe(200);
    expect(res.body.branch_number).toBe('002');
    expect(res.body.datas).toEqual([
      {
        id: 20260106,
        purchaseDate: '2026/01/06',
        totalPurchase: 5625, // 3 600 + 2 025
        otherTotal: 480, // 300 + 180
        salesTaxAmount: 611, // round((5 625 + 480) × 10%) = round(610.5)
        totalWithTax: 6716,
        totalTransactions: 2,
        isSokuho: false,
      },
    ]);
  });

  it('shows a non-head branch only itself in branches', async () => {
    const res = await get('branch1001_002', '/users/sale');
    expect(res.body.branches).toEqual([{ branch_number: '002', branch_name: '花咲 蒲田駅前店' }]);
  });

  it('defaults to the last 31 days in Japan time and lists them newest first with 速報 marks', async () => {
    const res = await get('head1001', '/users/sale');
    expect(res.status).toBe(200);
    expect(res.body.to).toBe('2026/06/15');
    expect(res.body.from).toBe('2026/05/16');
    const dates = res.body.datas.map((d: { purchaseDate: string }) => d.purchaseDate);
    expect(dates.length).toBeGreaterThan(10);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.datas.some((d: { isSokuho: boolean }) => d.isSokuho)).toBe(true);
    for (const d of res.body.datas) expect(d.totalWithTax).toBe(d.totalPurchase + d.otherTotal + d.salesTaxAmount);
  });

  it("sums the period's days under the history, preliminary when any day is 速報", async () => {
    const res = await get('head1001', '/users/sale');
    const days = res.body.datas as Record<string, number>[];
    const sum = (field: string) => days.reduce((total, d) => total + d[field], 0);
    expect(res.body.totals).toEqual({
      totalPurchase: sum('totalPurchase'),
      salesTaxAmount: sum('salesTaxAmount'),
      otherTotal: sum('otherTotal'),
      totalWithTax: sum('totalWithTax'),
      totalTransactions: sum('totalTransactions'),
      isSokuho: true,
    });
    const hand = await get('branch1001_002', '/users/sale?from=2026/01/01&to=2026/01/31');
    expect(hand.body.totals).toEqual({ totalPurchase: 5625, salesTaxAmount: 611, otherTotal: 480, totalWithTax: 6716, totalTransactions: 2, isSokuho: false });
  });

  it('lets the head branch switch to the other branches of its purchaser', async () => {
    const res = await get('head1001', '/users/sale?branch=002&from=2026/01/06&to=2026/01/06');
    expect(res.status).toBe(200);
    expect(res.body.branch_number).toBe('002');
    expect(res.body.branches.map((b: { branch_number: string }) => b.branch_number)).toEqual(['001', '002', '003']);
    expect(res.body.datas[0].totalPurchase).toBe(5625);
  });

  it("keeps the head branch of another purchaser on its own purchaser's branch 002", async () => {
    const res = await get('head1004', '/users/sale?branch=002&from=2026/01/06&to=2026/01/06');
    expect(res.status).toBe(200);
    expect(res.body.datas).toEqual([expect.objectContaining({ totalPurchase: 1000, otherTotal: 90, salesTaxAmount: 109, isSokuho: true })]);
    const missing = await get('head1004', '/users/sale?branch=003');
    expect(missing.status).toBe(404);
  });

  it('refuses another branch to a non-head branch with 403', async () => {
    const res = await get('branch1001_002', '/users/sale?branch=001');
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('他の枝番の情報は本店（枝番001）のみ閲覧できます。');
  });

  it('answers 403 to an administrator without a branch and 401 without a token', async () => {
    expect((await get('admin', '/users/sale')).status).toBe(403);
    expect((await server.api('GET', '/users/sale')).status).toBe(401);
  });

  it('rejects bad dates, ranges and branch numbers with 400 naming the field', async () => {
    const bad = await get('head1001', '/users/sale?from=2026/02/30');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/querystring\.from/);
    expect((await get('head1001', '/users/sale?from=2026/03/01&to=2026/01/01')).status).toBe(400);
    expect((await get('head1001', '/users/sale?from=2024/01/01&to=2026/01/01')).status).toBe(400);
    const branch = await get('head1001', '/users/sale?branch=2');
    expect(branch.status).toBe(400);
    expect(branch.body.field).toMatch(/branch/);
    expect((await get('head1001', '/users/sale?unknown=1')).status).toBe(400);
  });
});

describe('GET /users/sale/detail', () => {
  it('lists the lines of the date with kind, stems and buyer, and the same totals', async () => {
    const res = await get('branch1001_002', '/users/sale/detail?purchase_date=2026/01/06');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      purchaseDate: '2026/01/06',
      totalPurchase: 5625,
      otherTotal: 480,
      salesTaxAmount: 611,
      totalWithTax: 6716,
      totalTransactions: 2,
    });
    expect(res.body.datas).toEqual([
      expect.objectContaining({
        sale_kbn: 'WEB',
        product_name: 'バラ サムライ08',
        sosu: 30,
        KUCHI_SU: 3,
        HA_SU: 0,
        unit_price: 120,
        price: 3600,
        commission: 300,
        baisan_id: '1001-002',
        shipment_provider_name: '渥美ローズファーム',
      }),
      expect.objectContaining({
        sale_kbn: '相対',
        product_name: 'カーネーション ムーンライト',
        sosu: 45,
        quantity_per_package: 20,
        HA_SU: 5,
        price: 2025,
        baisan_id: '1001-002',
      }),
    ]);
  });

  it('gives branch 002 nothing of branch 001, and the head branch 002 on request', async () => {
    const own = await get('head1001', '/users/sale/detail?purchase_date=2026/01/06');
    expect(own.body.datas).toEqual([]);
    expect(own.body.totalWithTax).toBe(0);
    const other = await get('head1001', '/users/sale/detail?purchase_date=2026/01/06&branch=002');
    expect(other.body.datas).toHaveLength(2);
    expect((await get('branch1001_002', '/users/sale/detail?purchase_date=2026/01/06&branch=001')).status).toBe(403);
  });

  it('needs purchase_date', async () => {
    const res = await get('head1001', '/users/sale/detail');
    expect(res.status).toBe(400);
    expect(res.body.field).toMatch(/purchase_date/);
  });
});

describe('a web purchase in the history', () => {
  it("shows this morning's purchase in today's totals and lines at once", async () => {
    const { rows } = await server.db.query<{ id: number; unit_price: number; quantity_per_package: number }>(
      `SELECT w.id, w.unit_price, w.quantity_per_package FROM web_items w
        WHERE w.sale_date = '2026-06-15' AND w.unit_price > 0 AND w.remaining_quantity >= 2 AND NOT w.suspend_flg AND w.is_web_open
          AND w.buy_permit_flg AND NOT w.recommended_flag AND w.open_hour IS NULL
          AND NOT EXISTS (SELECT 1 FROM web_item_bundle_prices b WHERE b.web_item_id = w.id)
        ORDER BY w.id LIMIT 1`,
    );
    const lot = rows[0];
    const today = async () =>
      (await get('branch1001_002', '/users/sale?from=2026/06/15&to=2026/06/15')).body.datas[0] ?? { totalPurchase: 0, otherTotal: 0, totalTransactions: 0 };
    const before = await today();
    const buy = await server.api('POST', '/users/web/buy', {
      token: tokens.branch1001_002,
      body: { items: [{ id: lot.id, KUCHI_SU: 2, HA_SU: 0 }] },
      headers: { 'idempotency-key': 'buyer-sale-history-1' },
    });
    expect(buy.status).toBe(200);
    const stems = 2 * lot.quantity_per_package;
    // SALE_RATE 8.5 % of branch 1001-002, per stem, rounded half up.
    const commissionPerStem = Math.floor((lot.unit_price * 850 + 5000) / 10000);
    const after = await today();
    expect(after.totalPurchase - before.totalPurchase).toBe(stems * lot.unit_price);
    expect(after.otherTotal - before.otherTotal).toBe(stems * commissionPerStem);
    expect(after.totalTransactions - before.totalTransactions).toBe(1);
    expect(after.isSokuho).toBe(true);
    const detail = await get('branch1001_002', '/users/sale/detail?purchase_date=2026/06/15');
    expect(detail.body.datas).toContainEqual(expect.objectContaining({ sale_kbn: 'WEB', sosu: stems, unit_price: lot.unit_price, baisan_id: '1001-002' }));
  });
});

describe('a lot of the next sale date bought this morning', () => {
  it('is in the default history, whose period then reaches that sale date', async () => {
    const { rows } = await server.db.query<{ id: number; sale_date: string }>(
      `SELECT w.id, to_char(w.sale_date, 'YYYY/MM/DD') AS sale_date FROM web_items w
        WHERE w.sale_date > '2026-06-15' AND w.unit_price > 0 AND w.remaining_quantity >= 1 AND NOT w.suspend_flg AND w.is_web_open
          AND w.buy_permit_flg AND w.open_hour IS NULL
        ORDER BY w.sale_date, w.id LIMIT 1`,
    );
    const lot = rows[0];
    expect(lot).toBeDefined();
    const before = await get('branch1001_002', '/users/sale');
    expect(before.body.to).toBe('2026/06/15');
    expect(before.body.datas.map((d: { purchaseDate: string }) => d.purchaseDate)).not.toContain(lot.sale_date);
    const buy = await server.api('POST', '/users/web/buy', {
      token: tokens.branch1001_002,
      body: { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] },
      headers: { 'idempotency-key': 'buyer-sale-history-ahead-1' },
    });
    expect(buy.status).toBe(200);
    const after = await get('branch1001_002', '/users/sale');
    expect(after.body.to).toBe(lot.sale_date);
    expect(after.body.from).toBe('2026/05/16');
    expect(after.body.datas[0]).toMatchObject({ purchaseDate: lot.sale_date, totalTransactions: 1, isSokuho: true });
    // Another branch's default period is not stretched by 002's purchase, and an explicit period is kept.
    expect((await get('head1001', '/users/sale')).body.to).toBe('2026/06/15');
    expect((await get('branch1001_002', '/users/sale?from=2026/06/01&to=2026/06/15')).body.to).toBe('2026/06/15');
  });
});
