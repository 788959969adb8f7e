import { warmUpPurchases } from '../../src/areas/buyer-web/purchase/purchase-warm-up';
import { dataFingerprint, startTestServer, type TestServer } from '../helpers';
import { encodeChange } from '../../src/db/change-messages';
import { currentRollup } from '../../src/areas/mypage-market/price-history/rollup-repository';
import { japanToday } from '../../src/time/japan-time';

/**
 * A PGlite server runs the purchase statement before it listens, so the opening's
 * first purchases do not wait for V8 to optimise PostgreSQL's WebAssembly. The warm-up must
 * leave no trace: no stock taken, no sale line, no Idempotency-Key, nothing told to the caches.
 */
describe('the purchase warm-up at start', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // The server starts the price history's roll-up of closed days without waiting for it; it
    // writes sale_product_days and is heard on the feed. Done (or joined) here, so the warm-up
    // is measured alone, however slowly the machine runs it.
    await currentRollup(server.db, japanToday(server.clock.now()));
  });
  afterAll(() => server.close());

  it('runs real purchases of the sample market and keeps none of them', async () => {
    const before = await dataFingerprint(server.db);
    const heard: string[] = [];
    const stop = server.db.changes.subscribe((message) => heard.push(message.kind === 'gap' ? '*' : encodeChange(message)));
    const lots = await server.db.query<{ remaining_quantity: number }>('SELECT remaining_quantity FROM web_items ORDER BY id');

    const ran = await warmUpPurchases(server.db, server.clock.now());

    expect(ran).toBeGreaterThan(10);
    // A purchase after it: its notifications arrive, so any from the warm-up would have too.
    await server.db.query("UPDATE web_items SET remarks = remarks || '' WHERE id = (SELECT min(id) FROM web_items)");
    stop();
    expect(heard).toEqual(['data']);
    const after = await dataFingerprint(server.db);
    expect(after).toEqual(before);
    const still = await server.db.query<{ remaining_quantity: number }>('SELECT remaining_quantity FROM web_items ORDER BY id');
    expect(still.rows).toEqual(lots.rows);
  });

  it('does nothing on a market with no lot to buy', async () => {
    await server.db.query('UPDATE web_items SET is_web_open = false');
    expect(await warmUpPurchases(server.db, server.clock.now())).toBe(0);
  });
});
