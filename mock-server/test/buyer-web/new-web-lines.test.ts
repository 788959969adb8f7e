import { openListingFeed, type ListingFeed } from '../../src/events/listing-feed';
import { createBranchReads } from '../../src/areas/buyer-web/snapshot/branch-reads';
import { decodeListing, type ListingMessage } from '../../src/db/change-messages';
import type { SnapshotLot } from '../../src/areas/buyer-web/snapshot/snapshot-repository';
import type { Db, QueryResult } from '../../src/db/types';
import { startTestServer, waitFor, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * Migration 028: a purchase's new web lines travel in the listing feed ('t:'), and
 * the branch's 済 and cancellable lines held in memory take them in place: the buyer's next page
 * reads neither again. Anything else still says 's:' (read again).
 */
let server: TestServer;
let buyers: FixtureBuyers;
let feed: ListingFeed;
const heard: ListingMessage[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  feed = await openListingFeed(server.db);
  feed.subscribe((message) => heard.push(message));
}, 60_000);

afterAll(async () => {
  await feed?.close();
  await server?.close();
});

describe("migration 028's 't:' payload", () => {
  it("carries a purchase's lines; a line of another kind says 's:'", async () => {
    const lot = await createLot(server.db, { saleDate: japanDay(server.clock.now()), unitPrice: 120, remaining: 9 });
    const token = await server.signIn(buyers.a.login, buyers.a.password);
    const res = await server.api<{ transactionUUID: string }>('POST', '/users/web/buy', { token, body: { items: [{ id: lot, KUCHI_SU: 2, HA_SU: 0 }] } });
    expect(res.status).toBe(200);
    await feed.sync();
    const parsed = await waitFor(() => heard.find((m) => m.kind === 'lines' && m.branchId === buyers.a.branchId));
    const { rows } = await server.db.query<{ sale_id: number; web_tanka: number; price: number; created_at: Date }>(
      'SELECT sale_id, web_tanka, price, created_at FROM sales WHERE transaction_uuid = $1',
      [res.body.transactionUUID],
    );
    expect(parsed).toEqual({
      kind: 'lines',
      branchId: buyers.a.branchId,
      lines: [
        {
          sale_id: rows[0].sale_id,
          web_item_id: lot,
          kuchi_su: 2,
          ha_su: 0,
          web_tanka: rows[0].web_tanka,
          price: rows[0].price,
          created_at: rows[0].created_at,
          transaction_uuid: res.body.transactionUUID,
        },
      ],
    });

    // A line of another kind (せり) for branch B: read again.
    await server.db.query(
      `INSERT INTO sales (sale_date, niuke_sale_date, sale_kbn, branch_id, receiving_id, kuchi_su, ha_su, so_su, web_tanka, rate_tanka, discount_tanka, price)
       SELECT w.sale_date, w.sale_date, 1, $1, w.receiving_id, 1, 0, 10, 100, 0, 0, 1000 FROM web_items w WHERE w.id = $2`,
      [buyers.b.branchId, lot],
    );
    await feed.sync();
    expect(await waitFor(() => heard.some((m) => m.kind === 'sales' && m.branchId === buyers.b.branchId))).toBe(true);
  });

  it("reads nothing malformed: lines that do not read say the branch's lines changed", () => {
    expect(decodeListing('t:12:1/2/3/4/5/6/7')).toEqual({ kind: 'sales', branchId: 12 });
    expect(decodeListing('t:x:1/2/3/4/5/6/7/0b6f3a8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e')).toEqual({ kind: 'gap' });
    expect(decodeListing('t:12:1/2/3/4/5/6/7/not-a-uuid')).toEqual({ kind: 'sales', branchId: 12 });
  });
});

describe('the branch reads take new lines in place', () => {
  /** A database that answers the branch reads from fixed rows and counts what is asked. */
  function countingDb() {
    const asked: string[] = [];
    const db = {
      kind: 'pglite',
      async query(sql: string): Promise<QueryResult<unknown>> {
        asked.push(sql);
        if (sql.includes('DISTINCT sa.web_item_id')) return { rows: [{ id: 1 }], rowCount: 1 };
        if (sql.includes('FROM branches')) return { rows: [{ id: 7, sale_rate: 0.05, sell_margin_rate: 0, purchase_approval: false }], rowCount: 1 };
        if (sql.includes('DISTINCT sa.branch_id')) return { rows: [{ branch_id: 7, id: 2 }], rowCount: 1 };
        if (sql.includes('n.branch_id, n.negotiation_no')) return { rows: [{ branch_id: 7, negotiation_no: 9, status: '商談中' }], rowCount: 1 };
        return { rows: [], rowCount: 0 };
      },
    } as unknown as Db;
    return { db, asked };
  }
  const lot = (id: number, sale_iso: string) => ({ id, sale_iso, product_name: `商品${id}`, shipment_provider_name: '出荷者', color: '赤' }) as SnapshotLot;
  const lots = new Map([
    [1, lot(1, '2026-06-15')],
    [2, lot(2, '2026-06-15')],
    [3, lot(3, '2026-06-14')],
  ]);
  const uuid = '0b6f3a8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

  it('adds a purchase to 済 and the cancellable lines without reading them again', async () => {
    const { db, asked } = countingDb();
    const reads = createBranchReads(
      db,
      () => '2026-06-15',
      (id) => lots.get(id),
    );
    const since = new Date('2026-06-15T00:00:00Z');
    expect([...(await reads.overlay(7)).done]).toEqual([1]);
    expect(await reads.cancellable(7, since)).toEqual([]);
    const before = asked.length;
    const at = Date.parse('2026-06-15T01:00:00Z');
    reads.hear(decodeListing(`t:7:51/2/3/0/110/3300/${at}/${uuid};52/3/1/0/90/900/${at}/${uuid}`));
    expect([...(await reads.overlay(7)).done].sort()).toEqual([1, 2]);
    const rows = await reads.cancellable(7, since);
    expect(rows.map((r) => [r.id, r.web_item_id, r.quantity, r.unit_price, r.cost, r.product_name])).toEqual([
      [52, 3, 1, 90, 900, '商品3'],
      [51, 2, 3, 110, 3300, '商品2'],
    ]);
    expect(asked.length).toBe(before);
    // Another branch's line changes nothing of branch 7; a line of a lot not held reads again.
    reads.hear(decodeListing(`t:8:53/1/1/0/90/900/${at}/${uuid}`));
    expect(asked.length).toBe(before);
    reads.hear(decodeListing(`t:7:54/99/1/0/90/900/${at}/${uuid}`));
    await reads.overlay(7);
    expect(asked.length).toBeGreaterThan(before);
  });

  it("reads every branch's own reads at once on a new day, and then none per branch", async () => {
    const { db, asked } = countingDb();
    const reads = createBranchReads(
      db,
      () => '2026-06-15',
      (id) => lots.get(id),
    );
    await reads.prime('2026-06-15');
    const primed = asked.length;
    expect(primed).toBe(5);
    const overlay = await reads.overlay(7);
    expect([...overlay.done]).toEqual([2]);
    expect(overlay.terms.sale_rate).toBe(0.05);
    expect(await reads.cancellable(7, new Date('2026-06-15T01:00:00Z'))).toEqual([]);
    // The side panel's open negotiations too (each row its own, without the branch it was read by).
    expect(await reads.negotiations(7, true)).toEqual([{ negotiation_no: 9, status: '商談中' }]);
    expect(asked.length).toBe(primed);
    // A negotiation of the branch changed: its open ones are read again.
    reads.hear(decodeListing('n:7'));
    await reads.negotiations(7, true);
    expect(asked.length).toBe(primed + 1);
  });
});
