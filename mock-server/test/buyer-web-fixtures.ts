/**
 * Precise fixtures for the buyer purchasing tests: buyers, masters and lots written with SQL,
 * so each test knows its stock to the stem. Not a test file itself (no `.test.ts`).
 */
import { hashPassword } from '../src/passwords/password-hash';
import type { Queryable } from '../src/db/types';
import { startTestServer, type TestServer } from './helpers';

export interface FixtureBuyer {
  login: string;
  password: string;
  branchId: number;
  accountId: number;
}

export interface FixtureBuyers {
  /** Purchaser 9001, head branch 001, sale_rate 0 (prices are easy to check). */
  a: FixtureBuyer;
  /** Another purchaser (9002) entirely: must never see a's purchases. */
  b: FixtureBuyer;
  /** Purchaser 9003 with SALE_RATE 5 %: the commission case. */
  rated: FixtureBuyer;
  /** Purchaser 9004 without BUY_PERMIT_FLG. */
  noPermit: FixtureBuyer;
}

const PASSWORD = 'fixture-pass-1';

async function addBuyer(db: Queryable, cd: string, login: string, hash: string, opts: { saleRate?: number; buyPermit?: boolean } = {}): Promise<FixtureBuyer> {
  await db.query(`INSERT INTO purchasers (baisan_cd, baisan_nm) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [cd, `テスト買参${cd}`]);
  const branch = await db.query<{ id: number }>(
    `INSERT INTO branches (baisan_cd, baisan_eda, baisan_eda_nm, sale_rate, buy_permit_flg) VALUES ($1, '001', '本店', $2, $3) RETURNING id`,
    [cd, opts.saleRate ?? 0, opts.buyPermit ?? true],
  );
  const account = await db.query<{ id: number }>(
    `INSERT INTO accounts (login_id, password_hash, branch_id, password_changed_at) VALUES ($1, $2, $3, now()) RETURNING id`,
    [login, hash, branch.rows[0].id],
  );
  return { login, password: PASSWORD, branchId: branch.rows[0].id, accountId: account.rows[0].id };
}

/** Buyers, one item (バラ) and two shippers; web hours all day; SALE_SAVE_PERIOD 120. */
export async function createMarket(db: Queryable): Promise<FixtureBuyers> {
  const hash = await hashPassword(PASSWORD);
  const buyers = {
    a: await addBuyer(db, '9001', 'bw-a', hash),
    b: await addBuyer(db, '9002', 'bw-b', hash),
    rated: await addBuyer(db, '9003', 'bw-rated', hash, { saleRate: 5 }),
    noPermit: await addBuyer(db, '9004', 'bw-nopermit', hash, { buyPermit: false }),
  };
  await db.query(`INSERT INTO items (item_cd, item_nm, print_order) VALUES ('BW01', 'バラ', 1), ('BW02', 'キク', 2) ON CONFLICT DO NOTHING`);
  await db.query(`INSERT INTO shippers (shukkasha_cd, shukkasha_nm) VALUES ('BWS1', 'JA テスト花き'), ('BWS2', '静岡テスト園芸') ON CONFLICT DO NOTHING`);
  await db.query(
    `INSERT INTO system_parameters (parameter_typ, parameter_cd, parameter) VALUES
       ('WEB', 'SALE_SAVE_PERIOD', '120'), ('WEB', 'NEW_ITEM_DISPLAY_SECONDS', '3600')
     ON CONFLICT (parameter_typ, parameter_cd) DO UPDATE SET parameter = EXCLUDED.parameter`,
  );
  await setWebHours(db, '00:00:00', '23:59:59');
  return buyers;
}

export async function setWebHours(db: Queryable, start: string, end: string): Promise<void> {
  await db.query(
    `INSERT INTO web_hours (id, start_time, end_time) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time`,
    [start, end],
  );
}

export interface LotSpec {
  saleDate: string;
  itemCd: 'BW01' | 'BW02';
  shipperCd: 'BWS1' | 'BWS2';
  productName: string;
  color: string;
  colorGroup: string;
  variety: string;
  unitPrice: number;
  quantityPerPackage: number;
  remaining: number;
  hasu: number;
  maxQuantity: number;
  recommendedPrice: number | null;
  recommendedStart: Date | null;
  negotiable: boolean;
  yoyakuPermit: boolean;
  webOpen: boolean;
  suspended: boolean;
  openHour: number | null;
  listedAt: Date;
  bundles: { quantity: number; bundle_tanka: number }[];
  productImageKey: string | null;
  discountDetails: string[];
}

let serial = 0;

/** A product, its receiving and its web lot; returns the web item id. */
export async function createLot(db: Queryable, spec: Partial<LotSpec> & { saleDate: string }): Promise<number> {
  const s: LotSpec = {
    itemCd: 'BW01',
    shipperCd: 'BWS1',
    productName: 'ローテローゼ',
    color: '赤',
    colorGroup: '赤系',
    variety: 'ローテローゼ',
    unitPrice: 100,
    quantityPerPackage: 10,
    remaining: 50,
    hasu: 0,
    maxQuantity: 1000,
    recommendedPrice: null,
    recommendedStart: null,
    negotiable: true,
    yoyakuPermit: true,
    webOpen: true,
    suspended: false,
    openHour: null,
    listedAt: new Date('2000-01-01T00:00:00Z'),
    bundles: [],
    productImageKey: null,
    discountDetails: [],
    ...spec,
  };
  serial += 1;
  const tag = `${process.pid}-${serial}`;
  const shohinCd = `BWP${tag}`;
  await db.query(
    `INSERT INTO products (shohin_cd, item_cd, product_name, variety_name, variety_reading, color, color_group, image1_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [shohinCd, s.itemCd, s.productName, s.variety, 'よみ', s.color, s.colorGroup, s.productImageKey],
  );
  const receiving = await db.query<{ id: number }>(
    `INSERT INTO receivings (niuke_dempyo_no, niuke_no, sale_date, category, shukkasha_cd, shohin_cd, specification, iri_su, stock_su, so_su)
     VALUES ($1, '001', $2, '切花', $3, $4, '2L', $5, $6, $7) RETURNING id`,
    [`BWD${tag}`, s.saleDate, s.shipperCd, shohinCd, s.quantityPerPackage, s.remaining, s.remaining * s.quantityPerPackage + s.hasu],
  );
  const lot = await db.query<{ id: number }>(
    `INSERT INTO web_items (receiving_id, sale_date, unit_price, recommended_flag, recommended_unit_price, recommended_start_time,
       quantity_per_package, remaining_quantity, hasu, max_quantity, is_negotiable, yoyaku_permit_flg, is_web_open,
       open_hour, listed_at, suspend_flg, discount_details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      receiving.rows[0].id,
      s.saleDate,
      s.unitPrice,
      s.recommendedPrice !== null,
      s.recommendedPrice,
      s.recommendedStart,
      s.quantityPerPackage,
      s.remaining,
      s.hasu,
      s.maxQuantity,
      s.negotiable,
      s.yoyakuPermit,
      s.webOpen,
      s.openHour,
      s.listedAt,
      s.suspended,
      s.discountDetails,
    ],
  );
  for (const b of s.bundles) {
    await db.query('INSERT INTO web_item_bundle_prices (web_item_id, quantity, bundle_tanka) VALUES ($1, $2, $3)', [
      lot.rows[0].id,
      b.quantity,
      b.bundle_tanka,
    ]);
  }
  return lot.rows[0].id;
}

export async function stockOf(db: Queryable, id: number): Promise<{ remaining: number; hasu: number; stock_su: number; sold: number }> {
  const { rows } = await db.query<{ remaining: number; hasu: number; stock_su: number; sold: number }>(
    `SELECT w.remaining_quantity AS remaining, w.hasu, r.stock_su,
       (SELECT COALESCE(sum(kuchi_su), 0)::int FROM sales WHERE web_item_id = w.id AND cancelled_at IS NULL) AS sold
     FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1`,
    [id],
  );
  return rows[0];
}

/** The Japan date 'YYYY-MM-DD' of an instant (fixtures put lots on the clock's own day). */
export const japanDay = (at: Date) => new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

/**
 * The start of most buyer-web test files: a server without the sample market, this file's
 * fixture market, and buyers A and B signed in. Close `server` in afterAll.
 */
export async function openBuyerMarket(): Promise<{ server: TestServer; buyers: FixtureBuyers; tokenA: string; tokenB: string; today: string }> {
  const server = await startTestServer({ seed: false });
  const buyers = await createMarket(server.db);
  const today = japanDay(server.clock.now());
  const tokenA = await server.signIn(buyers.a.login, buyers.a.password);
  const tokenB = await server.signIn(buyers.b.login, buyers.b.password);
  return { server, buyers, tokenA, tokenB, today };
}
