import type { TestServer } from '../helpers';
import { createLot, type FixtureBuyers, openBuyerMarket, setWebHours } from '../buyer-web-fixtures';

let server: TestServer;
let buyers: FixtureBuyers;
let tokenA: string;
let tokenB: string;
let today: string;

beforeAll(async () => {
  ({ server, buyers, tokenA, tokenB, today } = await openBuyerMarket());
}, 60_000);
afterAll(() => server?.close());

const detail = (query: string, token = tokenA) => server.api('GET', `/users/web/detail?${query}`, { token });
const names = (res: { body: { datas: { product_name: string }[] } }) => res.body.datas.map((d) => d.product_name).sort();

describe('GET /users/web/detail filters', () => {
  const day = '2026-07-01';
  const q = `sale_dates=${encodeURIComponent('2026/07/01')}`;

  beforeAll(async () => {
    await createLot(server.db, {
      saleDate: day,
      productName: 'A赤バラ',
      itemCd: 'BW01',
      color: '赤',
      colorGroup: '赤系',
      variety: 'サムライ',
      shipperCd: 'BWS1',
      openHour: 12,
    });
    await createLot(server.db, {
      saleDate: day,
      productName: 'B白バラ',
      itemCd: 'BW01',
      color: '白',
      colorGroup: '白系',
      variety: 'ティネケ',
      shipperCd: 'BWS2',
      openHour: 15,
      recommendedPrice: 80,
    });
    await createLot(server.db, {
      saleDate: day,
      productName: 'C黄キク',
      itemCd: 'BW02',
      color: '黄',
      colorGroup: '黄系',
      variety: '神馬',
      shipperCd: 'BWS1',
      webOpen: false,
    });
    await createLot(server.db, { saleDate: day, productName: 'D休止', suspended: true });
  });

  it('lists the lots of the chosen sale date, never a suspended one', async () => {
    expect(names(await detail(q))).toEqual(['A赤バラ', 'B白バラ', 'C黄キク']);
  });

  it('filters by item name, colour group, shipper, variety and colour', async () => {
    expect(names(await detail(`${q}&item_names=${encodeURIComponent('キク')}`))).toEqual(['C黄キク']);
    expect(names(await detail(`${q}&color_groups=${encodeURIComponent('白系')}`))).toEqual(['B白バラ']);
    expect(names(await detail(`${q}&shippers=${encodeURIComponent('静岡テスト園芸')}`))).toEqual(['B白バラ']);
    expect(names(await detail(`${q}&varieties=${encodeURIComponent('サムライ')}`))).toEqual(['A赤バラ']);
    expect(names(await detail(`${q}&colors=${encodeURIComponent('黄')}`))).toEqual(['C黄キク']);
  });

  it('takes several values as repeated parameters or as a comma list', async () => {
    const repeated = await detail(`${q}&colors=${encodeURIComponent('赤')}&colors=${encodeURIComponent('黄')}`);
    const comma = await detail(`${q}&colors=${encodeURIComponent('赤,黄')}`);
    expect(names(repeated)).toEqual(['A赤バラ', 'C黄キク']);
    expect(names(comma)).toEqual(['A赤バラ', 'C黄キク']);
  });

  it('filters 15時以降 to lots opening at 15 or later, and by web open and recommended flags', async () => {
    expect(names(await detail(`${q}&open_hours=15`))).toEqual(['B白バラ']);
    expect(names(await detail(`${q}&is_web_open=0`))).toEqual(['C黄キク']);
    expect(names(await detail(`${q}&is_recommended=1`))).toEqual(['B白バラ']);
  });

  it('answers 400 naming the parameter for a bad date, hour, flag or page size', async () => {
    const bad = await Promise.all([detail('sale_dates=2026-13-45'), detail('open_hours=25'), detail('is_web_open=yes'), detail('per=0'), detail('page=x')]);
    expect(bad.map((b) => b.status)).toEqual([400, 400, 400, 400, 400]);
    expect(bad[0].body.field).toContain('sale_dates');
    expect(bad[1].body.field).toContain('open_hours');
    expect(bad[2].body.field).toContain('is_web_open');
    expect(bad[3].body.field).toContain('per');
    expect(bad[4].body.field).toContain('page');
  });
});

describe('GET /users/web/detail pagination and fields', () => {
  it('answers the pagination envelope of spec §3', async () => {
    const day = '2026-07-02';
    for (let i = 0; i < 5; i++) await createLot(server.db, { saleDate: day, productName: `P${i}` });
    const q = `sale_dates=${encodeURIComponent('2026/07/02')}`;
    const last = await detail(`${q}&per=2&page=3`);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ currentPage: 3, totalPages: 3, per: 2, total: 5, isFirstPage: false, isLastPage: true });
    expect(last.body.datas).toHaveLength(1);
    const first = await detail(`${q}&per=2`);
    expect(first.body).toMatchObject({ currentPage: 1, totalPages: 3, isFirstPage: true, isLastPage: false });
    const beyond = await detail(`${q}&per=2&page=9`);
    expect(beyond.body).toMatchObject({ currentPage: 9, total: 5, datas: [] });
  });

  it('answers the Web item fields, with unit_price as a string', async () => {
    const now = server.clock.now();
    const id = await createLot(server.db, {
      saleDate: '2026-07-03',
      unitPrice: 120,
      recommendedPrice: 100,
      recommendedStart: new Date(now.getTime() - 1000),
      bundles: [{ quantity: 5, bundle_tanka: 95 }],
      discountDetails: ['5口以上で95円'],
      remaining: 7,
      hasu: 3,
      maxQuantity: 4,
      listedAt: new Date(now.getTime() - 60_000),
    });
    const res = await detail(`sale_dates=${encodeURIComponent('2026/07/03')}`);
    expect(res.body.datas[0]).toMatchObject({
      id,
      is_photo_present: false,
      is_negotiable: true,
      is_new: true,
      recommended_flag: true,
      recommended_active: true,
      discount_details: ['5口以上で95円'],
      bundle_tanka_list: [{ quantity: 5, bundle_tanka: 95 }],
      shipment_provider_name: 'JA テスト花き',
      product_name: 'ローテローゼ',
      color: '赤',
      specification: '2L',
      quantity_per_package: 10,
      remaining_quantity: 7,
      max_quantity: 4,
      unit_price: '120',
      done: false,
      recommended_unit_price: 100,
      hasu: 3,
      YOYAKU_PERMIT_FLG: true,
      BUY_PERMIT_FLG: true,
      thumbnail_url: null,
    });
  });

  it('marks is_new only within NEW_ITEM_DISPLAY_SECONDS of listing', async () => {
    const now = server.clock.now();
    await createLot(server.db, { saleDate: '2026-07-04', productName: 'new', listedAt: new Date(now.getTime() - 3_500_000) });
    await createLot(server.db, { saleDate: '2026-07-04', productName: 'old', listedAt: new Date(now.getTime() - 3_700_000) });
    const res = await detail(`sale_dates=${encodeURIComponent('2026/07/04')}`);
    const isNew = Object.fromEntries(res.body.datas.map((d: { product_name: string; is_new: boolean }) => [d.product_name, d.is_new]));
    expect(isNew).toEqual({ new: true, old: false });
  });

  it('sets done for the branch that bought the lot only', async () => {
    const id = await createLot(server.db, { saleDate: '2026-07-05' });
    expect((await server.api('POST', '/users/web/buy', { token: tokenA, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } })).status).toBe(200);
    const q = `sale_dates=${encodeURIComponent('2026/07/05')}`;
    expect((await detail(q, tokenA)).body.datas[0]).toMatchObject({ id, done: true, remaining_quantity: 49 });
    expect((await detail(q, tokenB)).body.datas[0]).toMatchObject({ id, done: false });
  });

  it('no longer offers lots of a past sale date', async () => {
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const id = await createLot(server.db, { saleDate: yesterday });
    const res = await detail('per=500');
    expect(res.body.datas.map((d: { id: number }) => d.id)).not.toContain(id);
  });
});

describe('GET /users/web', () => {
  it('answers the filter values, the spec lists, the next 7 sale dates and the web hours', async () => {
    await createLot(server.db, { saleDate: today, productName: 'F', variety: 'フィルタ品種', color: '桃', shipperCd: 'BWS2' });
    const res = await server.api('GET', '/users/web', { token: tokenA });
    expect(res.status).toBe(200);
    expect(res.body.item_names).toEqual(expect.arrayContaining(['バラ']));
    expect(res.body.shippers).toEqual(expect.arrayContaining(['静岡テスト園芸']));
    expect(res.body.varieties).toEqual(expect.arrayContaining([{ name: 'フィルタ品種', reading: 'よみ' }]));
    expect(res.body.colors).toEqual(expect.arrayContaining(['桃']));
    expect(res.body.color_groups).toEqual(['白系', '赤系', '黄系', '桃系', '紫・青系', '橙系', '茶系', '緑系', '複色', '黒系', 'その他']);
    expect(res.body.open_hours[0]).toEqual({ value: 12, label: '12時以降' });
    expect(res.body.open_hours[11]).toEqual({ value: 23, label: '23時以降' });
    expect(res.body.sale_dates).toEqual(['2026/06/15', '2026/06/16', '2026/06/17', '2026/06/18', '2026/06/19', '2026/06/20', '2026/06/21']);
    expect(res.body.web_hours).toMatchObject({ START_TIME: '00:00', END_TIME: '23:59', is_open: true, opens_at: null, message: null });
  });
});

describe('GET /users/web/news (ticker)', () => {
  it('shows current, not suspended web news in PRINT_ORDER', async () => {
    const now = server.clock.now().getTime();
    const at = (h: number) => new Date(now + h * 3_600_000);
    await server.db.query(
      `INSERT INTO web_news (date, start_date, end_date, title, suspend_flg, print_order) VALUES
        ($1, $2, $3, '二番目', false, 2), ($1, $2, $3, '一番目', false, 1), ($1, $2, $3, '休止中', true, 3),
        ($1, $4, $5, '終了', false, 4), ($1, $5, $3, 'まだ', false, 5)`,
      [today, at(-1), at(1), at(-3), at(-2)],
    );
    await server.db.query(`UPDATE web_news SET start_date = $1 WHERE title = 'まだ'`, [at(0.5)]);
    const res = await server.api('GET', '/users/web/news', { token: tokenA });
    expect(res.status).toBe(200);
    expect(res.body.map((n: { TITLE: string }) => n.TITLE)).toEqual(['一番目', '二番目']);
    expect(res.body[0]).toMatchObject({ PRINT_ORDER: 1, DATE: today.replace(/-/g, '/') });
  });
});

describe('GET /users/web/photo', () => {
  it('answers signed GET URLs that serve the image, and null where there is none', async () => {
    const key = 'products/bw-test/1.jpg';
    await server.app.fileStore.put(key, Buffer.from('jpeg-bytes'), 'image/jpeg');
    const id = await createLot(server.db, { saleDate: today, productName: '写真あり', productImageKey: key });
    const res = await server.api('GET', `/users/web/photo?id=${id}`, { token: tokenA });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shohin_image_2: null, niuke_image_1: null, niuke_image_2: null, shohin_name: '写真あり' });
    expect(res.body.shohin_image_1).toMatch(/^\/files\/products\/bw-test\/1\.jpg\?expires=\d+&sig=/);
    const image = await fetch(server.url + res.body.shohin_image_1);
    expect(image.status).toBe(200);
    expect(await image.text()).toBe('jpeg-bytes');
    // The URL expires (spec §9: about 5400 s): after that it no longer serves the image.
    const issuedAt = server.clock.now();
    server.clock.advance(5401 * 1000);
    try {
      expect((await fetch(server.url + res.body.shohin_image_1)).status).toBe(403);
    } finally {
      server.clock.set(issuedAt);
    }
    const listed = await detail(`per=500`);
    const row = listed.body.datas.find((d: { id: number }) => d.id === id);
    expect(row).toMatchObject({ is_photo_present: true });
    expect(row.thumbnail_url).toMatch(/^\/files\/products\/bw-test\/1\.jpg\?/);
  });

  it('answers 404 for an unknown lot and 400 without an id', async () => {
    expect((await server.api('GET', '/users/web/photo?id=999999', { token: tokenA })).status).toBe(404);
    expect((await server.api('GET', '/users/web/photo', { token: tokenA })).status).toBe(400);
  });
});

describe('next order', () => {
  it('reserves for the next sale, answers the done rows, and lists the reservation for its own branch only', async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 100, bundles: [{ quantity: 5, bundle_tanka: 80 }], remaining: 9 });
    const res = await server.api('POST', '/users/web/next-order', { token: tokenA, body: { items: [{ id, KUCHI_SU: 3, HA_SU: 2 }] } });
    expect(res.status).toBe(200);
    const done = await server.api('GET', `/users/web/next-order/done?transactionUUID=${res.body.transactionUUID}`, { token: tokenA });
    expect(done.status).toBe(200);
    expect(done.body[0]).toMatchObject({
      web_item_id: id,
      KUCHI_SU: 3,
      HA_SU: 2,
      SO_SU: 32,
      sale_date: '2026/06/16',
      unit_price: '80〜100',
      remaining_quantity: 9,
    });
    expect((await server.api('GET', `/users/web/next-order/done?transactionUUID=${res.body.transactionUUID}`, { token: tokenB })).status).toBe(404);
    const mine = await server.api('GET', '/users/next-reservation', { token: tokenA });
    expect(mine.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          purchase_date: '2026/06/16',
          product_name: 'ローテローゼ',
          color: '赤',
          specification: '2L',
          quantity_per_package: 10,
          quantity: 3,
        }),
      ]),
    );
    expect((await server.api('GET', '/users/next-reservation', { token: tokenB })).body).toEqual([]);
  });

  it('reserves once for a retried next order with the same Idempotency-Key', async () => {
    const id = await createLot(server.db, { saleDate: today });
    const send = () =>
      server.api('POST', '/users/web/next-order', {
        token: tokenA,
        body: { items: [{ id, KUCHI_SU: 2, HA_SU: 0 }] },
        headers: { 'Idempotency-Key': 'next-order-key' },
      });
    const first = await send();
    const again = await send();
    expect(again.body.transactionUUID).toBe(first.body.transactionUUID);
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM reservations WHERE web_item_id = $1', [id]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses a next order outside web hours', async () => {
    const id = await createLot(server.db, { saleDate: today });
    await setWebHours(server.db, '12:00:00', '18:00:00');
    try {
      const res = await server.api('POST', '/users/web/next-order', { token: tokenA, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe('現在はWeb販売の受付時間外です。本日12:00から購入できます。');
    } finally {
      await setWebHours(server.db, '00:00:00', '23:59:59');
    }
  });

  it('closes next orders at NEXT_ORDER_DEADLINE (23:00 the day before the sale date, Japan time) with a 409 naming the deadline', async () => {
    const id = await createLot(server.db, { saleDate: today });
    let token = '';
    const order = () => server.api('POST', '/users/web/next-order', { token, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } });
    const started = server.clock.now();
    try {
      // 22:59 in Japan: still open for tomorrow's sale (signed in at that hour: tokens expire).
      server.clock.set(new Date('2026-06-15T13:59:00Z'));
      token = await server.signIn(buyers.b.login, buyers.b.password);
      expect((await order()).status).toBe(200);
      // 23:22 in Japan, past the deadline: refused, naming the deadline.
      server.clock.set(new Date('2026-06-15T14:22:00Z'));
      const late = await order();
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        detail: '販売日2026/06/16の次回注文の受付は2026/06/15 23:00で締め切りました。',
        message: 'この操作は現在の状態では行えません。',
        code: 'next_order_deadline_passed',
      });
      const filters = await server.api('GET', '/users/web', { token });
      expect(filters.body.next_order_deadline).toEqual({ time: '23:00', message: '次回注文は販売日の前日23:00まで受け付けています。' });
      // The market moves the deadline: the parameter rules at once.
      await server.db.query(
        `INSERT INTO system_parameters (parameter_typ, parameter_cd, remark, parameter) VALUES ('WEB', 'NEXT_ORDER_DEADLINE', '次回注文の締切', '23:30')`,
      );
      expect((await order()).status).toBe(200);
      expect((await server.api('GET', '/users/web', { token })).body.next_order_deadline.time).toBe('23:30');
    } finally {
      await server.db.query(`DELETE FROM system_parameters WHERE parameter_cd = 'NEXT_ORDER_DEADLINE'`);
      server.clock.set(started);
    }
  });

  it('refuses a lot without YOYAKU_PERMIT_FLG and a next order without whole packages', async () => {
    const id = await createLot(server.db, { saleDate: today, yoyakuPermit: false });
    const refused = await server.api('POST', '/users/web/next-order', { token: tokenA, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('この商品は次回注文(予約)を受け付けていません。');
    const ok = await createLot(server.db, { saleDate: today });
    const stemsOnly = await server.api('POST', '/users/web/next-order', { token: tokenA, body: { items: [{ id: ok, KUCHI_SU: 0, HA_SU: 3 }] } });
    expect(stemsOnly.status).toBe(400);
  });
});
