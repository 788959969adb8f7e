import { buyWebLines, LineRefused } from '../../src/areas/buyer-web/purchase/purchase-repository';
import { openListingFeed, type ListingFeed } from '../../src/events/listing-feed';
import { startTestServer, type TestServer } from '../helpers';
import { encodeChange, encodeListing } from '../../src/db/change-messages';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * What a purchase (migration 010's web_buy_lines) says to the listeners, exactly: channel,
 * payload and order across both channels. Migration 031 sends these from the function instead of
 * the generic triggers; the listeners (caches, listing snapshot, branch lines) must hear the same.
 */
let server: TestServer;
let buyers: FixtureBuyers;
let feed: ListingFeed;
let today: string;
/** Both channels in the order heard (one listening connection on PostgreSQL, one PGlite). */
const heard: [string, string][] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  today = japanDay(server.clock.now());
  feed = await openListingFeed(server.db);
  // As sent (db/change-messages.ts encodes each message as its trigger writes it).
  feed.subscribe((message) => heard.push(['listing_changes', message.kind === 'gap' ? '*' : encodeListing(message)]));
  server.db.changes.subscribe((message) => heard.push(['db_changes', message.kind === 'gap' ? '*' : encodeChange(message)]));
}, 60_000);

afterAll(async () => {
  await feed?.close();
  await server?.close();
});

/** Everything committed so far has been heard; then forget it. */
async function settle(): Promise<void> {
  await feed.sync();
  heard.length = 0;
}

/** The 't:' line of migration 028 for each sale line of `uuid`, in sale_id order. */
async function linesOf(uuid: string): Promise<string[]> {
  const { rows } = await server.db.query<{ head: string; created_at: Date }>(
    `SELECT concat_ws('/', sale_id, web_item_id, kuchi_su, ha_su, web_tanka, price) AS head, created_at
       FROM sales WHERE transaction_uuid = $1 ORDER BY sale_id`,
    [uuid],
  );
  return rows.map((r) => `${r.head}/${r.created_at.getTime()}/${uuid}`);
}

const buy = (q: Parameters<typeof buyWebLines>[0], uuid: string, lines: { id: number; KUCHI_SU: number; HA_SU: number }[], lone: boolean) =>
  buyWebLines(q, { branchId: buyers.a.branchId, lines, now: server.clock.now(), transactionUuid: uuid }, lone);

describe('a purchase tells the listeners', () => {
  it("'data' once, then each lot's stock and its sale line, in line order", async () => {
    const first = await createLot(server.db, { saleDate: today, remaining: 9, hasu: 5, unitPrice: 120 });
    const second = await createLot(server.db, { saleDate: today, remaining: 4, unitPrice: 80 });
    await settle();
    const uuid = '11111111-2222-4333-8444-555555555555';
    await buy(
      server.db,
      uuid,
      [
        { id: first, KUCHI_SU: 2, HA_SU: 1 },
        { id: second, KUCHI_SU: 1, HA_SU: 0 },
      ],
      true,
    );
    await feed.sync();
    const [line1, line2] = await linesOf(uuid);
    const branch = buyers.a.branchId;
    expect(heard).toEqual([
      ['db_changes', 'data'],
      ['listing_changes', `lots:${first}=7/4`],
      ['listing_changes', `t:${branch}:${line1}`],
      ['listing_changes', `lots:${second}=3/0`],
      ['listing_changes', `t:${branch}:${line2}`],
    ]);
  });

  it('and the statements after it in the same transaction still tell theirs, also after a refused purchase', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 9 });
    const other = await createLot(server.db, { saleDate: today, remaining: 9 });
    const soldOut = await createLot(server.db, { saleDate: today, remaining: 0 });
    await settle();
    const uuid = '21111111-2222-4333-8444-555555555555';
    const changeOther = (tx: Parameters<typeof buyWebLines>[0]) =>
      tx.query('UPDATE web_items SET remaining_quantity = remaining_quantity - 1 WHERE id = $1', [other]);
    await server.db.transaction(async (tx) => {
      await tx.query('SAVEPOINT refused');
      await expect(
        buy(
          tx,
          uuid,
          [
            { id: lot, KUCHI_SU: 1, HA_SU: 0 },
            { id: soldOut, KUCHI_SU: 1, HA_SU: 0 },
          ],
          false,
        ),
      ).rejects.toBeInstanceOf(LineRefused);
      await tx.query('ROLLBACK TO SAVEPOINT refused');
      await changeOther(tx);
      await buy(tx, uuid, [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }], false);
      await changeOther(tx);
      // Another kind of line for the branch: read its lines again.
      await tx.query(
        `INSERT INTO sales (sale_date, niuke_sale_date, sale_kbn, branch_id, receiving_id, kuchi_su, ha_su, so_su, web_tanka, rate_tanka, discount_tanka, price)
         SELECT w.sale_date, w.sale_date, 1, $1, w.receiving_id, 1, 0, 10, 100, 0, 0, 1000 FROM web_items w WHERE w.id = $2`,
        [buyers.a.branchId, other],
      );
    });
    await feed.sync();
    const [line] = await linesOf(uuid);
    expect(heard).toEqual([
      ['db_changes', 'data'],
      ['listing_changes', `lots:${other}=8/0`],
      ['listing_changes', `lots:${lot}=8/0`],
      ['listing_changes', `t:${buyers.a.branchId}:${line}`],
      ['listing_changes', `lots:${other}=7/0`],
      ['listing_changes', `s:${buyers.a.branchId}`],
    ]);
  });

  it("marks a rolled-up day's sums dirty (migration 027)", async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 9 });
    const dirty = async () => (await server.db.query(`SELECT 1 FROM sale_rollup_dirty WHERE sale_date = $1`, [today])).rows.length;
    await server.db.query(`UPDATE sale_rollup_state SET through = $1::date - 1`, [today]);
    try {
      await buy(server.db, '31111111-2222-4333-8444-555555555555', [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }], true);
      expect(await dirty()).toBe(0); // the day after `through`: summed from the lines when asked
      await server.db.query(`UPDATE sale_rollup_state SET through = $1`, [today]);
      await buy(server.db, '41111111-2222-4333-8444-555555555555', [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }], true);
      expect(await dirty()).toBe(1);
    } finally {
      await server.db.query(`UPDATE sale_rollup_state SET through = '1900-01-01'`);
      await server.db.query('DELETE FROM sale_rollup_dirty');
    }
  });
});
