import { buyWebLines } from '../../src/areas/buyer-web/purchase/purchase-repository';
import { createBranchReads } from '../../src/areas/buyer-web/snapshot/branch-reads';
import { createListingSnapshot } from '../../src/areas/buyer-web/snapshot/listing-snapshot';
import type pg from 'pg';
import {
  CHANGE_KINDS,
  decodeStock,
  LISTING_KINDS,
  STOCK_CHANGES_PER_MESSAGE,
  STOCK_CHANNEL,
  type ChangeMessage,
  type ListingMessage,
  type MarketFact,
  type StockChange,
} from '../../src/db/change-messages';
import type { PgliteDb } from '../../src/db/pglite-db';
import type { Db, Queryable } from '../../src/db/types';
import { openListingFeed, type ListingFeed } from '../../src/events/listing-feed';
import { publishMarketEvent } from '../../src/events/market-events';
import { startTestServer, waitFor, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * The change feed is told by triggers, so that no writer can forget it: a table the buyers'
 * listing reads without them leaves every process's listing stale, silently. The tables are
 * those the listing snapshot and its branch reads really query (recorded, not listed by hand);
 * each must have a listing_changes trigger (migration 019's functions) and the db_changes 'data'
 * trigger (migration 008: the buyers' read cache). And what the triggers send must decode as a
 * kind of db/change-messages.ts, never as the gap an unreadable payload is heard as.
 */
let server: TestServer;
let buyers: FixtureBuyers;
let today: string;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  today = japanDay(server.clock.now());
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** `db`, noting the text of every statement it is asked. */
function recording(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const note = (q: Queryable): Queryable => ({
    query: (sql, params, options) => {
      statements.push(sql);
      return q.query(sql, params, options);
    },
  });
  const wrapped: Db = {
    ...note(db),
    kind: db.kind,
    changes: db.changes,
    transaction: (fn, options) => db.transaction((tx) => fn(note(tx)), options),
    close: () => db.close(),
  };
  return { db: wrapped, statements };
}

/** Every table of the schema that `statements` read or write (FROM / JOIN). */
async function tablesOf(statements: string[]): Promise<string[]> {
  const { rows } = await server.db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`);
  const tables = new Set(rows.map((r) => r.name));
  const named = new Set<string>();
  for (const sql of statements) {
    for (const match of sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)/gi)) {
      if (tables.has(match[1])) named.add(match[1]);
    }
  }
  return [...named].sort();
}

/** What the buyers' listing reads: the snapshot's build, and its branch reads primed and one branch at a time. */
async function listingTables(): Promise<string[]> {
  const { db, statements } = recording(server.db);
  const feed = await openListingFeed(server.db);
  try {
    const snapshot = createListingSnapshot(db, async () => feed);
    await snapshot.current(server.clock.now());
    await snapshot.close();
    const since = new Date(`${today}T00:00:00+09:00`);
    const primed = createBranchReads(
      db,
      () => today,
      () => undefined,
    );
    await primed.prime(today);
    const single = createBranchReads(
      db,
      () => today,
      () => undefined,
    );
    await single.overlay(buyers.a.branchId);
    await single.cancellable(buyers.a.branchId, since);
    await single.negotiations(buyers.a.branchId, true);
    await single.negotiations(buyers.a.branchId, false);
  } finally {
    await feed.close();
  }
  return tablesOf(statements);
}

describe("every table the buyers' listing reads has the change triggers", () => {
  it('listing_changes and db_changes', async () => {
    const tables = await listingTables();
    // The recording saw the listing's reads (a broken recording would check nothing).
    expect(tables).toEqual(
      expect.arrayContaining(['web_items', 'receivings', 'products', 'sales', 'negotiations', 'branches', 'branch_favorites', 'web_news']),
    );
    const { rows } = await server.db.query<{ table: string; fn: string }>(
      `SELECT c.relname AS table, p.proname AS fn
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE NOT t.tgisinternal`,
    );
    const has = (table: string, fn: (name: string) => boolean) => rows.some((r) => r.table === table && fn(r.fn));
    // Failing, these name the tables that lack the trigger.
    expect(tables.filter((t) => !has(t, (fn) => fn.startsWith('listing_')))).toEqual([]);
    expect(tables.filter((t) => !has(t, (fn) => fn === 'notify_data_change'))).toEqual([]);
  });
});

describe('what the triggers send decodes', () => {
  let feed: ListingFeed;
  const changes: ChangeMessage[] = [];
  const listing: ListingMessage[] = [];

  beforeAll(async () => {
    feed = await openListingFeed(server.db);
    feed.subscribe((m) => listing.push(m));
    server.db.changes.subscribe((m) => changes.push(m));
    await server.db.changes.start();
  });
  afterAll(() => feed?.close());

  it('as every kind sent, none as a gap', async () => {
    const db = server.db;
    const branch = buyers.a.branchId;
    const lot = await createLot(db, { saleDate: today, remaining: 9, unitPrice: 120 });
    const alone = await createLot(db, { saleDate: today, remaining: 9, unitPrice: 120 });
    await feed.sync();
    changes.length = 0;
    listing.length = 0;

    await db.query(`UPDATE web_items SET remarks = coalesce(remarks, '') || 'x' WHERE id = $1`, [lot]); // lots (read again), data
    await db.query(`UPDATE web_items SET remaining_quantity = remaining_quantity - 1 WHERE id = $1`, [lot]); // lots (stock)
    await buyWebLines(
      db,
      { branchId: branch, lines: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }], now: server.clock.now(), transactionUuid: crypto.randomUUID() },
      true,
    ); // lines
    await db.query(
      `INSERT INTO sales (sale_date, niuke_sale_date, sale_kbn, branch_id, receiving_id, kuchi_su, ha_su, so_su, web_tanka, rate_tanka, discount_tanka, price)
       SELECT w.sale_date, w.sale_date, 1, $1, w.receiving_id, 1, 0, 10, 100, 0, 0, 1000 FROM web_items w WHERE w.id = $2`,
      [branch, lot],
    ); // sales
    await db.query(`INSERT INTO negotiations (branch_id, web_item_id, kuchi_su, old_tanka, tanka, shodan_status) VALUES ($1, $2, 2, 100, 90, '商談中')`, [
      branch,
      lot,
    ]); // negotiations
    await db.query(`UPDATE branches SET sale_rate = sale_rate WHERE id = $1`, [branch]); // terms, branch
    await db.query(`INSERT INTO branch_favorites (branch_id, kind, name) VALUES ($1, 'shipper', '出荷者X')`, [branch]); // favorites
    await db.query(`UPDATE products SET product_name = product_name WHERE false`); // all
    await db.query(`UPDATE system_parameters SET remark = remark WHERE false`); // params
    await db.query(`UPDATE web_hours SET start_time = start_time WHERE false`); // params, hours
    await db.query(`UPDATE web_news SET suspend_flg = suspend_flg WHERE false`); // news
    // A receiving no longer on the web: its lines' product moved.
    const { rows } = await db.query<{ receiving_id: number }>(`DELETE FROM web_items WHERE id = $1 RETURNING receiving_id`, [alone]);
    await db.query(`UPDATE receivings SET specification = coalesce(specification, '') || 'x' WHERE id = $1`, [rows[0].receiving_id]); // receiving
    await db.query(`UPDATE accounts SET login_id = login_id WHERE id = (SELECT min(id) FROM accounts)`); // account
    await publishMarketEvent(db, server.clock.now(), { audience: { to: 'buyers' }, kind: 'ticker_changed' }); // event
    await feed.sync();

    const heardChanges = new Set(changes.map((m) => m.kind));
    const heardListing = new Set(listing.map((m) => m.kind));
    expect(CHANGE_KINDS.filter((k) => k !== 'gap' && !heardChanges.has(k))).toEqual([]);
    expect(LISTING_KINDS.filter((k) => k !== 'gap' && !heardListing.has(k))).toEqual([]);
    expect(heardChanges.has('gap')).toBe(false);
    expect(heardListing.has('gap')).toBe(false);
  });
});

/** The raw payloads of `channel` (PGlite in process; PostgreSQL on a pool connection of its own). */
async function listenRaw(db: Db, channel: string, fn: (payload: string) => void): Promise<() => Promise<void>> {
  if (db.kind === 'pglite') return (db as PgliteDb).pglite.listen(channel, fn);
  const client = await (db as Db & { pool: pg.Pool }).pool.connect();
  client.on('notification', (n) => {
    if (n.channel === channel && n.payload) fn(n.payload);
  });
  await client.query(`LISTEN ${channel}`);
  return async () => client.release(true);
}

describe('web_stock: the stock events no lot row tells (migration 032)', () => {
  const payloads: string[] = [];
  let stop: () => Promise<void>;
  const heard = () => payloads.flatMap((p) => decodeStock(p) ?? []);

  beforeAll(async () => {
    stop = await listenRaw(server.db, STOCK_CHANNEL, (p) => payloads.push(p));
  });
  afterAll(() => stop?.());
  beforeEach(() => {
    payloads.length = 0;
  });

  it('has its triggers', async () => {
    const { rows } = await server.db.query<{ table: string; fn: string }>(
      `SELECT c.relname AS table, p.proname AS fn
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE NOT t.tgisinternal AND p.proname LIKE 'stock\\_%'`,
    );
    expect(rows.map((r) => `${r.table}: ${r.fn}`).sort()).toEqual(['negotiations: stock_negotiation_changed', 'products: stock_product_suspension']);
  });

  it('a negotiation changed: its lot as committed, with negotiation_changed', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 6 });
    const { rows } = await server.db.query<{ no: number }>(
      `INSERT INTO negotiations (branch_id, web_item_id, kuchi_su, old_tanka, tanka, shodan_status) VALUES ($1, $2, 2, 100, 90, '商談中') RETURNING negotiation_no AS no`,
      [buyers.a.branchId, lot],
    );
    // In one transaction the answer comes before the stock it takes: the event carries the stock after it.
    await server.db.transaction(async (tx) => {
      await tx.query(`UPDATE negotiations SET shodan_status = '成立' WHERE negotiation_no = $1`, [rows[0].no]);
      await tx.query(`UPDATE web_items SET remaining_quantity = remaining_quantity - 2 WHERE id = $1`, [lot]);
    });
    expect(await waitFor(() => heard().find((c) => c.id === lot))).toEqual({ id: lot, remaining_quantity: 4, hasu: 0, negotiation_changed: true });
    expect(payloads.every((p) => decodeStock(p) !== null)).toBe(true);
  });

  it(`a product suspended or resumed: every lot of it, with listing_changed, at most ${STOCK_CHANGES_PER_MESSAGE} a message`, async () => {
    const first = await createLot(server.db, { saleDate: today, remaining: 3, hasu: 2 });
    const more = STOCK_CHANGES_PER_MESSAGE + 1;
    const { rows: columns } = await server.db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'web_items' AND column_name NOT IN ('id', 'receiving_id') ORDER BY ordinal_position`,
    );
    const copied = columns.map((c) => c.name).join(', ');
    // More lots of the same product, each on a receiving of its own.
    await server.db.query(
      `WITH r AS (
         INSERT INTO receivings (niuke_dempyo_no, niuke_no, sale_date, category, shukkasha_cd, shohin_cd, specification, iri_su, stock_su, so_su)
         SELECT niuke_dempyo_no || '-' || g, niuke_no, sale_date, category, shukkasha_cd, shohin_cd, specification, iri_su, stock_su, so_su
           FROM receivings, generate_series(1, $2::int) g WHERE id = (SELECT receiving_id FROM web_items WHERE id = $1)
         RETURNING id)
       INSERT INTO web_items (receiving_id, ${copied}) SELECT r.id, ${copied.replace(/(\w+)/g, 'w.$1')} FROM r, web_items w WHERE w.id = $1`,
      [first, more],
    );
    const { rows: lots } = await server.db.query<{ id: number }>(
      `SELECT w.id FROM web_items w JOIN receivings r ON r.id = w.receiving_id
        WHERE r.shohin_cd = (SELECT r2.shohin_cd FROM web_items w2 JOIN receivings r2 ON r2.id = w2.receiving_id WHERE w2.id = $1)`,
      [first],
    );
    expect(lots).toHaveLength(more + 1);
    const ids = lots.map((l) => l.id).sort((a, b) => a - b);
    const product = `(SELECT r.shohin_cd FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1)`;
    const of = (changes: StockChange[]) => changes.filter((c) => ids.includes(c.id));

    await server.db.query(`UPDATE products SET is_suspensions = true WHERE shohin_cd = ${product}`, [first]);
    const off = await waitFor(() => of(heard()).length === ids.length && of(heard()));
    expect(off.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids);
    expect(off.every((c) => c.remaining_quantity === 0 && c.hasu === 0 && c.listing_changed === true)).toBe(true);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((p) => (decodeStock(p)?.length ?? Infinity) <= STOCK_CHANGES_PER_MESSAGE)).toBe(true);

    payloads.length = 0;
    await server.db.query(`UPDATE products SET is_suspensions = true WHERE shohin_cd = ${product}`, [first]); // unchanged: nothing
    await server.db.query(`UPDATE products SET is_suspensions = false WHERE shohin_cd = ${product}`, [first]);
    const back = await waitFor(() => of(heard()).length === ids.length && of(heard()));
    expect(back.find((c) => c.id === first)).toEqual({ id: first, remaining_quantity: 3, hasu: 2, listing_changed: true });
  });
});

describe('db_changes facts: the committed rows market events tell (migration 033)', () => {
  const facts: MarketFact[] = [];
  let stop: () => void;

  beforeAll(async () => {
    stop = server.db.changes.subscribe((m) => {
      if (m.kind === 'fact') facts.push(m.fact);
    });
    await server.db.changes.start();
  });
  afterAll(() => stop?.());

  it('has its triggers', async () => {
    const { rows } = await server.db.query<{ name: string; table: string; fn: string }>(
      `SELECT t.tgname AS name, c.relname AS table, p.proname AS fn
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE NOT t.tgisinternal AND p.proname LIKE 'fact\\_%'`,
    );
    expect(rows.map((r) => `${r.table}.${r.name}: ${r.fn}`).sort()).toEqual([
      'mails.mails_fact_done: fact_mail_done',
      'negotiations.negotiations_fact_asked: fact_negotiation_asked',
      'purchase_requests.purchase_requests_fact_decided: fact_purchase_request',
      'purchase_requests.purchase_requests_fact_inserted: fact_purchase_request',
      'web_hours.web_hours_fact_saved: fact_hours_saved',
      'web_news.web_news_fact_changed: fact_ticker_changed',
    ]);
  });

  beforeEach(() => {
    facts.length = 0;
  });

  it('a request sent and decided, a negotiation asked; nothing when the status stays', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 4 });
    const { rows } = await server.db.query<{ id: number }>(
      `INSERT INTO purchase_requests (branch_id, account_id, created_at, expires_at)
       SELECT $1, a.id, $2, $2 FROM accounts a WHERE a.branch_id = $1 LIMIT 1 RETURNING id`,
      [buyers.a.branchId, server.clock.now()],
    );
    const requestId = rows[0].id;
    await server.db.query(`UPDATE purchase_requests SET comment = 'x' WHERE id = $1`, [requestId]);
    await server.db.query(`UPDATE purchase_requests SET status = '却下' WHERE id = $1`, [requestId]);
    const { rows: asked } = await server.db.query<{ no: number }>(
      `INSERT INTO negotiations (branch_id, web_item_id, kuchi_su, old_tanka, tanka) VALUES ($1, $2, 1, 100, 90) RETURNING negotiation_no AS no`,
      [buyers.a.branchId, lot],
    );
    await waitFor(() => facts.some((f) => f.what === 'negotiation_asked'));
    expect(facts).toEqual([
      { what: 'purchase_request', requestId, status: '承認待ち' },
      { what: 'purchase_request', requestId, status: '却下' },
      { what: 'negotiation_asked', negotiationNo: Number(asked[0].no) },
    ]);
  });

  it('web hours saved (each save its own), a mail done (once)', async () => {
    await server.db.query(`UPDATE web_hours SET start_time = start_time`);
    await server.db.query(`UPDATE web_hours SET end_time = end_time`);
    const { rows } = await server.db.query<{ no: number }>(
      `WITH c AS (INSERT INTO mail_categories (category) VALUES ('facts') RETURNING category_no)
       INSERT INTO mails (mail_category_no, mail_title, mail_text, mail_send_start_date)
       SELECT category_no, 't', 'x', now() FROM c RETURNING mail_no AS no`,
    );
    const mailNo = rows[0].no;
    await server.db.query(`UPDATE mails SET mail_send_date = now() WHERE mail_no = $1`, [mailNo]);
    await server.db.query(`UPDATE mails SET mail_send_date = now() WHERE mail_no = $1`, [mailNo]);
    await waitFor(() => facts.some((f) => f.what === 'mail_done'));
    const hours = facts.filter((f) => f.what === 'hours_saved');
    expect(hours).toHaveLength(2);
    expect(new Set(hours.map((f) => (f.what === 'hours_saved' ? f.transactionId : 0))).size).toBe(2);
    expect(facts.filter((f) => f.what === 'mail_done')).toEqual([{ what: 'mail_done', mailNo }]);
  });

  it('a ticker line added, changed, suspended and deleted', async () => {
    const { rows } = await server.db.query<{ id: number }>(
      `INSERT INTO web_news (date, start_date, end_date, title, print_order) VALUES (now(), now(), now(), 't', 1) RETURNING id`,
    );
    const lineId = rows[0].id;
    await server.db.query(`UPDATE web_news SET title = 'u' WHERE id = $1`, [lineId]);
    await server.db.query(`UPDATE web_news SET suspend_flg = true WHERE id = $1`, [lineId]);
    await server.db.query(`DELETE FROM web_news WHERE id = $1`, [lineId]);
    await waitFor(() => facts.filter((f) => f.what === 'ticker_changed').length === 4);
    const ticker = facts.flatMap((f) => (f.what === 'ticker_changed' ? [f] : []));
    expect(ticker.map((f) => [f.lineId, f.action])).toEqual([
      [lineId, 'added'],
      [lineId, 'changed'],
      [lineId, 'suspended'],
      [lineId, 'deleted'],
    ]);
    expect(new Set(ticker.map((f) => f.transactionId)).size).toBe(4);
  });
});
