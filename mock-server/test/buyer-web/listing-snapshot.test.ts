import { listCancellablePurchases } from '../../src/areas/buyer-web/cancel/cancel-service';
import { getWebFilters, getWebItemsPage, getWebTicker } from '../../src/areas/buyer-web/listing/listing-service';
import { listNegotiations } from '../../src/areas/buyer-web/negotiation/negotiation-service';
import { parseWebItemFilters } from '../../src/areas/buyer-web/listing/listing-filters';
import { createListingSnapshot } from '../../src/areas/buyer-web/snapshot/listing-snapshot';
import type { BuyerWebDeps } from '../../src/areas/buyer-web/deps';
import { baseStemPrice } from '../../src/domain/pricing';
import type { Db } from '../../src/db/types';
import { createAccount, startTestServer, type TestServer } from '../helpers';
import { startSecondProcess, type SecondProcess } from '../helpers/second-process';
import { createLot, createMarket, japanDay, type FixtureBuyer, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * The listing is one in-memory model per process, built from the database and kept current by
 * migration 019's feed. Its answers must be, byte for byte, those of a model built afresh from
 * the database after any mix of purchases, cancels, negotiations closed at 成立 and admin
 * edits, for every filter, sort and page, on either database; every branch's overlay (済,
 * 販売目安, favourites) is its own; two processes over one PostgreSQL converge, and a buyer's
 * purchase shows on the other process's next listing.
 */
let server: TestServer;
let buyers: FixtureBuyers;
let admin: string;
const tokens = new Map<string, string>();
let today: string;
let tomorrow: string;
const lots: number[] = [];

/** A small deterministic PRNG (mulberry32), so a failure can be replayed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  await createAccount(server.db, { loginId: 'snap-admin', password: 'admin-pass-9', isAdmin: true });
  admin = await server.signIn('snap-admin', 'admin-pass-9');
  for (const b of [buyers.a, buyers.b, buyers.rated]) tokens.set(b.login, await server.signIn(b.login, b.password));
  // Favourites of two branches: a product of one, a shipper of the other (favorites=1 and is_favorite).
  await server.db.query(`INSERT INTO branch_favorites (branch_id, kind, name) VALUES ($1, 'product', 'サムライ'), ($2, 'shipper', '静岡テスト園芸')`, [
    buyers.a.branchId,
    buyers.b.branchId,
  ]);
  today = japanDay(server.clock.now());
  tomorrow = japanDay(new Date(server.clock.now().getTime() + 86_400_000));
  const now = server.clock.now().getTime();
  const rand = prng(19);
  const names = ['ローテローゼ', 'サムライ', 'アバランチェ', 'スプレー白', 'ピンクパール', 'イエローアイランド'];
  for (let i = 0; i < 24; i++) {
    const recommended = i % 4 === 0;
    lots.push(
      await createLot(server.db, {
        saleDate: i % 3 === 0 ? tomorrow : today,
        itemCd: i % 2 ? 'BW01' : 'BW02',
        shipperCd: i % 5 ? 'BWS1' : 'BWS2',
        productName: names[i % names.length],
        color: i % 3 ? '赤' : '白',
        colorGroup: i % 3 ? '赤系' : '白系',
        openHour: i % 4 ? null : 6 + (i % 9),
        webOpen: i % 5 !== 3,
        unitPrice: 50 + Math.floor(rand() * 200),
        remaining: 2 + Math.floor(rand() * 8),
        hasu: i % 6 === 0 ? 3 : 0,
        // Half the recommended prices are in effect, half start later today.
        recommendedPrice: recommended ? 30 + Math.floor(rand() * 40) : null,
        recommendedStart: recommended ? new Date(now + (i % 8 === 0 ? -3600_000 : 3600_000)) : null,
        bundles: i % 7 === 0 ? [{ quantity: 3, bundle_tanka: 40 }] : [],
        listedAt: i % 2 ? new Date(now - 60_000) : new Date('2000-01-01T00:00:00Z'),
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Page = { total: number; datas: { id: number; remaining_quantity: number; done: boolean; sell_price: number | null; unit_price: string }[] };

const queries = () => [
  'per=500',
  'per=7&page=2',
  'per=7&page=99',
  'per=500&sort=remaining_desc',
  'per=500&sort=shipper',
  'per=500&sort=price_asc',
  'per=5&page=3&sort=price_desc',
  `per=500&item_names=${encodeURIComponent('バラ')}`,
  `per=500&sale_dates=${tomorrow.replace(/-/g, '/')}`,
  `per=500&keyword=${encodeURIComponent('さむらい')}`,
  `per=500&colors=${encodeURIComponent('白')}`,
  `per=500&color_groups=${encodeURIComponent('白系')}&color_groups=${encodeURIComponent('赤系')}`,
  `per=500&shippers=${encodeURIComponent('静岡テスト園芸')}`,
  'per=500&open_hours=12',
  'per=500&is_recommended=1',
  'per=500&is_web_open=0',
  'per=500&available=1&sort=remaining_desc',
  'per=500&favorites=1',
];

/**
 * A model built afresh for every answer: one whose feed never opens reads the whole database
 * again each time (what every process does while its feed is down).
 */
const freshDeps = (db: Db) =>
  ({
    db,
    clock: server.clock,
    files: server.app.fileStore,
    snapshot: createListingSnapshot(db, () => Promise.reject(new Error('no feed'))),
  }) as unknown as BuyerWebDeps;

/**
 * A model built afresh from the database, read once and then held: its feed is up and never
 * speaks (nothing is written while the answers are compared).
 */
const heldFreshDeps = (db: Db) =>
  ({
    db,
    clock: server.clock,
    files: server.app.fileStore,
    snapshot: createListingSnapshot(db, async () => ({
      subscribe: () => () => undefined,
      sync: async () => undefined,
      healthy: true,
      close: async () => undefined,
    })),
  }) as unknown as BuyerWebDeps;

/** The page as a model built afresh from the database answers it: the JSON text. */
async function fromDatabase(deps: BuyerWebDeps, buyer: FixtureBuyer, query: string): Promise<string> {
  const params = Object.fromEntries(new URLSearchParams(query));
  const per = Number(params.per ?? 50);
  const page = Number(params.page ?? 1);
  delete params.per;
  delete params.page;
  const filters = parseWebItemFilters({ ...params, color_groups: new URLSearchParams(query).getAll('color_groups') });
  return (await getWebItemsPage(deps, { accountId: buyer.accountId, branchId: buyer.branchId }, filters, { per, page })).toString();
}

async function fromSnapshot(base: string, buyer: FixtureBuyer, query: string, token = tokens.get(buyer.login)!): Promise<Page> {
  const res = await fetch(`${base}/api/v1/users/web/detail?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

async function expectSameAsDatabase(base = server.url, db = server.db, token?: (b: FixtureBuyer) => string) {
  const deps = heldFreshDeps(db);
  for (const buyer of [buyers.a, buyers.b, buyers.rated]) {
    // The side panel's per-branch reads, held in memory beside the listing.
    const who = { accountId: buyer.accountId, branchId: buyer.branchId };
    const auth = { authorization: `Bearer ${token?.(buyer) ?? tokens.get(buyer.login)!}` };
    const text = async (p: string) => {
      const res = await fetch(`${base}/api/v1${p}`, { headers: auth });
      expect(res.status).toBe(200);
      return res.text();
    };
    const serialised = (value: unknown) => (Buffer.isBuffer(value) ? value.toString() : JSON.stringify(value));
    expect(await text('/users/cancellable')).toBe(serialised(await listCancellablePurchases(deps, who)));
    expect(await text('/users/negotiation?open=1')).toBe(serialised(await listNegotiations(deps, who, true)));
    expect(await text('/users/negotiation')).toBe(serialised(await listNegotiations(deps, who, false)));
    expect(await text('/users/web')).toBe(serialised(await getWebFilters(deps, who)));
    expect(await text('/users/web/news')).toBe(serialised(await getWebTicker(deps)));
    for (const query of queries()) {
      const expected = await fromDatabase(deps, buyer, query);
      expect({ query, buyer: buyer.login, page: await text(`/users/web/detail?${query}`) }).toEqual({ query, buyer: buyer.login, page: expected });
    }
  }
}

describe('the shared listing', () => {
  it('equals a fresh database read after a random mix of purchases, cancels, 成立 and admin edits', async () => {
    await expectSameAsDatabase();
    const rand = prng(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
    const who = [buyers.a, buyers.b, buyers.rated];
    for (let step = 0; step < 40; step++) {
      const action = Math.floor(rand() * 5);
      const buyer = pick(who);
      const token = tokens.get(buyer.login)!;
      const lot = pick(lots);
      if (action === 0 || action === 1) {
        await server.api('POST', '/users/web/buy', { token, body: { items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] } });
      } else if (action === 2) {
        const cancellable = await server.api<{ transactionUUID: string; id: number }[]>('GET', '/users/cancellable', { token });
        const line = cancellable.body[0];
        if (line) {
          const res = await server.api('POST', '/users/cancellable/cancel', {
            token,
            body: { transactionUUID: line.transactionUUID, id: line.id },
            headers: { 'idempotency-key': `cancel-${step}-${line.id}` },
          });
          expect([200, 409, 422]).toContain(res.status);
        }
      } else if (action === 3) {
        const asked = await server.api<{ negotiation_no: number }>('POST', '/users/web/negotiation', {
          token,
          body: { id: lot, KUCHI_SU: 1, TANKA: 40, BIKO: '' },
        });
        if (asked.status === 200) {
          await server.api('PUT', `/admins/negotiations/${asked.body.negotiation_no}`, {
            token: admin,
            body: { SHODAN_STATUS: '成立', UNIT_PRICE: 45, KUCHI_SU: 1, COMMENT: '' },
          });
        }
      } else {
        const edit = Math.floor(rand() * 6);
        if (edit === 0) await server.db.query('UPDATE web_items SET unit_price = unit_price + 7 WHERE id = $1', [lot]);
        else if (edit === 1) await server.db.query('UPDATE web_items SET suspend_flg = NOT suspend_flg WHERE id = $1', [lot]);
        else if (edit === 2)
          await server.db.query(
            `UPDATE products SET product_name = product_name || '改' WHERE shohin_cd = (SELECT r.shohin_cd FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1)`,
            [lot],
          );
        else if (edit === 3)
          await server.db.query('INSERT INTO web_item_bundle_prices (web_item_id, quantity, bundle_tanka) VALUES ($1, 5, 20) ON CONFLICT DO NOTHING', [lot]);
        else if (edit === 4) await server.db.query('UPDATE web_items SET remaining_quantity = remaining_quantity + 2 WHERE id = $1', [lot]);
        else lots.push(await createLot(server.db, { saleDate: today, productName: `新入荷${step}`, unitPrice: 99 }));
      }
      if (step % 8 === 7) await expectSameAsDatabase();
    }
    await expectSameAsDatabase();
  });

  it('sorts by price in effect: an active recommended price, not the struck-through one', async () => {
    const now = server.clock.now().getTime();
    const cheapNow = await createLot(server.db, { saleDate: today, productName: '価格順A', unitPrice: 9000, recommendedPrice: 1, recommendedStart: null });
    const later = await createLot(server.db, {
      saleDate: today,
      productName: '価格順B',
      unitPrice: 9001,
      recommendedPrice: 2,
      recommendedStart: new Date(now + 3600_000),
    });
    const plain = await createLot(server.db, { saleDate: today, productName: '価格順C', unitPrice: 3 });
    const ids = (p: Page) => p.datas.map((d) => d.id).filter((id) => [cheapNow, later, plain].includes(id));
    const asc = await fromSnapshot(server.url, buyers.a, 'per=500&sort=price_asc');
    expect(ids(asc)).toEqual([cheapNow, plain, later]);
    const desc = await fromSnapshot(server.url, buyers.a, 'per=500&sort=price_desc');
    expect(ids(desc)).toEqual([later, plain, cheapNow]);
    // Every neighbour in order of the price in effect now.
    const effective = (d: Page['datas'][number] & { recommended_unit_price?: number | null; recommended_active?: boolean }) =>
      d.recommended_active ? (d.recommended_unit_price as number) : Number(d.unit_price);
    const prices = asc.datas.map(effective);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(baseStemPrice({ unit_price: 9000, recommended_flag: true, recommended_unit_price: 1, recommended_start_time: null }, new Date())).toBe(1);
    // Once the later recommended price takes effect, the lot moves.
    const at = server.clock.now();
    server.clock.set(new Date(at.getTime() + 2 * 3600_000));
    try {
      expect(ids(await fromSnapshot(server.url, buyers.a, 'per=500&sort=price_asc'))).toEqual([cheapNow, later, plain]);
    } finally {
      server.clock.set(at);
    }
  });

  it("gives each branch its own overlay: 済 and 販売目安 are never another branch's", async () => {
    const id = await createLot(server.db, { saleDate: today, productName: '上乗せ', unitPrice: 200, remaining: 20 });
    await server.db.query('UPDATE branches SET sell_margin_rate = 25 WHERE id = $1', [buyers.b.branchId]);
    const bought = await server.api('POST', '/users/web/buy', { token: tokens.get(buyers.a.login)!, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } });
    expect(bought.status).toBe(200);
    const lotOf = async (b: FixtureBuyer) => (await fromSnapshot(server.url, b, 'per=500')).datas.find((d) => d.id === id)!;
    const [a, b, rated] = [await lotOf(buyers.a), await lotOf(buyers.b), await lotOf(buyers.rated)];
    expect(a).toMatchObject({ done: true, remaining_quantity: 19, sell_price: 200 });
    // b: 25 % margin; rated: 5 % commission, no margin.
    expect(b).toMatchObject({ done: false, remaining_quantity: 19, sell_price: 250 });
    expect(rated).toMatchObject({ done: false, remaining_quantity: 19, sell_price: 210 });
    await expectSameAsDatabase();
  });

  it('answers the filters and the ticker as a model built afresh does, and follows a new ticker line', async () => {
    await server.db.query(`INSERT INTO web_news (date, start_date, end_date, title, print_order) VALUES ($1::date, $2, $3, 'ティッカー確認', 1)`, [
      today,
      new Date(server.clock.now().getTime() - 60_000),
      new Date(server.clock.now().getTime() + 60_000),
    ]);
    const ticker = await server.api<{ TITLE: string }[]>('GET', '/users/web/news', { token: tokens.get(buyers.a.login)! });
    expect(ticker.body.map((t) => t.TITLE)).toContain('ティッカー確認');
    await expectSameAsDatabase();
  });

  it('answers exactly while its feed is down, reading the whole model again for each answer', async () => {
    const deps = freshDeps(server.db);
    const who = { accountId: buyers.a.accountId, branchId: buyers.a.branchId };
    const id = await createLot(server.db, { saleDate: today, productName: 'フィード停止', unitPrice: 120, remaining: 4 });
    const lotIn = async () =>
      JSON.parse((await getWebItemsPage(deps, who, parseWebItemFilters({}), { per: 500, page: 1 })).toString()).datas.find((d: { id: number }) => d.id === id);
    expect(await lotIn()).toMatchObject({ remaining_quantity: 4, done: false });
    const bought = await server.api('POST', '/users/web/buy', { token: tokens.get(buyers.a.login)!, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } });
    expect(bought.status).toBe(200);
    expect(await lotIn()).toMatchObject({ remaining_quantity: 3, done: true });
    // Answers arriving together share the reads, and each still sees what was committed before it.
    const pages = await Promise.all(Array.from({ length: 5 }, () => lotIn()));
    expect(pages.map((p) => p.remaining_quantity)).toEqual([3, 3, 3, 3, 3]);
  });
});

const postgres = process.env.DATABASE_URL ? describe : describe.skip;

postgres('two server processes on one PostgreSQL', () => {
  let second: SecondProcess;
  let secondDb: Db;
  let base: string;
  const secondTokens = new Map<string, string>();

  beforeAll(async () => {
    second = await startSecondProcess(server);
    secondDb = second.db;
    base = second.origin;
    for (const b of [buyers.a, buyers.b, buyers.rated]) secondTokens.set(b.login, await second.signIn(b.login, b.password));
  }, 60_000);

  afterAll(async () => {
    await second?.close();
  });

  it("shows a buyer's purchase on the other process's very next listing, and both converge", async () => {
    const id = await createLot(server.db, { saleDate: today, productName: '二台目', unitPrice: 100, remaining: 30 });
    // Both processes hold the lot before it moves.
    const before = (await fromSnapshot(base, buyers.a, 'per=500', secondTokens.get(buyers.a.login))).datas.find((d) => d.id === id);
    expect(before).toMatchObject({ remaining_quantity: 30, done: false });
    for (let i = 0; i < 5; i++) {
      const bought = await server.api('POST', '/users/web/buy', { token: tokens.get(buyers.a.login)!, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } });
      expect(bought.status).toBe(200);
      const seen = (await fromSnapshot(base, buyers.a, 'per=500', secondTokens.get(buyers.a.login))).datas.find((d) => d.id === id);
      expect(seen).toMatchObject({ remaining_quantity: 29 - i, done: true });
    }
    // An admin edit committed anywhere is on both at once.
    await secondDb.query('UPDATE web_items SET unit_price = 130 WHERE id = $1', [id]);
    expect((await fromSnapshot(server.url, buyers.b, 'per=500')).datas.find((d) => d.id === id)).toMatchObject({ unit_price: '130' });
    await expectSameAsDatabase(base, secondDb, (b) => secondTokens.get(b.login)!);
    await expectSameAsDatabase();
  });
});
