import { seedBenchMarket } from '../bench/bench-seed';
import { loadAllDone, loadBranchDone, loadLots } from '../src/areas/buyer-web/snapshot/snapshot-repository';
import {
  dailyItemFigures,
  itemFigures,
  latestSaleDate,
  recentListingDate,
  saleDates,
  varietyFigures,
} from '../src/areas/mypage-market/market/market-repository';
import { lastPaidPrice, lastPaidPrices, liveDays, lotHistory } from '../src/areas/mypage-market/price-history/price-history-repository';
import { latestUpcomingSaleDate, listSaleDays, listSaleLines } from '../src/areas/mypage-market/sale/sale-repository';
import type { Queryable, QueryResult } from '../src/db/types';
import { addDays, japanDate } from '../src/time/japan-time';
import { startTestServer, TEST_NOW, type TestServer } from './helpers';

/**
 * Each buyer read at scale uses an index on the big tables (sale lines, lots,
 * receivings) instead of reading them whole. The SQL is the repositories' own: every statement
 * a repository function sends is also EXPLAINed (plan shape only, no timing), so a query that
 * changes shape is checked as it is. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const BIG_TABLES = ['sales', 'web_items', 'receivings'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  out.push(node);
  for (const child of node.Plans ?? []) walk(child, out);
  return out;
}

/** A Queryable that records the plan of every statement before running it for real. */
function explaining(db: Queryable, plans: { sql: string; nodes: PlanNode[] }[]): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const explained = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const raw = explained.rows[0]['QUERY PLAN'];
      const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      plans.push({ sql, nodes: walk(doc[0].Plan) });
      return db.query<Row>(sql, params);
    },
  };
}

const productsOfItem = async (db: Queryable, itemCd: string) =>
  (await db.query<{ shohin_cd: string }>('SELECT shohin_cd FROM products WHERE item_cd = $1', [itemCd])).rows.map((r) => r.shohin_cd);

describe('buyer reads at scale use indexes (EXPLAIN)', () => {
  let server: TestServer;
  let branchId: number;
  const today = japanDate(TEST_NOW);

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    // Moderate: enough history that reading a table whole costs more than its index.
    await server.db.transaction((tx) => seedBenchMarket(tx, { lots: 100, branches: 100, saleLines: 200_000, days: 1000 }, TEST_NOW));
    branchId = (await server.db.query<{ id: number }>(`SELECT id FROM branches WHERE baisan_cd = '1001' AND baisan_eda = '001'`)).rows[0].id;
  }, 300_000);
  afterAll(() => server.close());

  /** A read, and big tables it may still read whole (why: at its entry). */
  const reads: [string, (db: Queryable) => Promise<unknown>, string[]?][] = [
    // The listing model's reads: every visible lot (at start and after a lost feed), one branch's 済, every branch's at once.
    ['listing model: every visible lot', (db) => loadLots(db, today, null)],
    ["listing model: a branch's 済", (db) => loadBranchDone(db, branchId, today)],
    ["listing model: every branch's 済", (db) => loadAllDone(db, today)],
    ['history: sale days', (db) => listSaleDays(db, '1001', '001', addDays(today, -30), today)],
    ['history: upcoming sale date', (db) => latestUpcomingSaleDate(db, '1001', '001', today, addDays(today, 31))],
    ['history: one day of lines', (db) => listSaleLines(db, '1001', '001', addDays(today, -1))],
    ['market: latest day', (db) => latestSaleDate(db, today)],
    ['market: sale dates', (db) => saleDates(db, today, 30, 31)],
    ['market: recent listing date', (db) => recentListingDate(db, today, '1100')],
    ['market: items of a day', (db) => itemFigures(db, addDays(today, -1))],
    ['market: varieties of an item', (db) => varietyFigures(db, '1100', addDays(today, -1))],
    // Closed days from migration 027's sums by product, the last two from the lines.
    [
      'market: 30 days of an item',
      (db) => dailyItemFigures(db, { itemCd: '1100', from: addDays(today, -30), to: today, variety: null, through: addDays(today, -2) }),
    ],
    // A lot's price history (product, variety, item, shipper) and the branch's last price.
    // Closed days from migration 027's sums, the last two from the lines (when memory does not hold them).
    ['price history: a lot, its closed days and last price', (db) => lotHistory(db, { webItemId: 1, from: addDays(today, -29), through: addDays(today, -2) })],
    ['price history: last paid, one product', (db) => lastPaidPrice(db, branchId, '110001')],
    ['price history: last paid, every product of a branch', (db) => lastPaidPrices(db, branchId)],
    ["price history: an item's last days from the lines", async (db) => liveDays(db, 'product', await productsOfItem(db, '1100'), addDays(today, -1), today)],
    ["price history: a shipper's last days from the lines", (db) => liveDays(db, 'shipper', ['231001'], addDays(today, -1), today)],
  ];

  it.each(reads)('%s reads no big table whole', async (_label, read, allowed = []) => {
    const plans: { sql: string; nodes: PlanNode[] }[] = [];
    await read(explaining(server.db, plans));
    expect(plans.length).toBeGreaterThan(0);
    for (const { sql, nodes } of plans) {
      const checked = BIG_TABLES.filter((t) => !allowed.includes(t));
      const wholeScans = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && checked.includes(n['Relation Name'] ?? ''));
      expect({ sql, wholeScans: wholeScans.map((n) => n['Relation Name']) }).toEqual({ sql, wholeScans: [] });
      const big = nodes.filter((n) => checked.includes(n['Relation Name'] ?? ''));
      // Every big table it touches, it reaches through an index.
      for (const node of big) expect(node['Node Type']).toMatch(/Index|Bitmap Heap Scan/);
    }
  });

  it("price history reaches the sale lines through migration 026's indexes", async () => {
    const plans: { sql: string; nodes: PlanNode[] }[] = [];
    // Nothing rolled up yet (a new day before its first question): every day from the lines.
    await liveDays(explaining(server.db, plans), 'product', ['110001'], addDays(today, -29), today);
    await liveDays(explaining(server.db, plans), 'shipper', ['231001'], addDays(today, -29), today);
    const indexes = plans.flatMap((p) => p.nodes.map((n) => n['Index Name']));
    // Receivings by product, shipper or date, whichever the planner finds narrower; lines from the covering index.
    expect(indexes.filter((n) => n?.startsWith('receivings_')).length).toBeGreaterThanOrEqual(2);
    expect(indexes.filter((n) => n === 'sales_receiving_figures_idx')).toHaveLength(2);
  });

  it("the listing model reads a branch's 済 through the lot-and-branch index", async () => {
    const plans: { sql: string; nodes: PlanNode[] }[] = [];
    await loadBranchDone(explaining(server.db, plans), branchId, today);
    expect(plans.flatMap((p) => p.nodes.map((n) => n['Index Name']))).toContain('sales_web_item_branch_idx');
  });
});
