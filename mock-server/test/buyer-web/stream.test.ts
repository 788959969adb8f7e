import type { TestServer } from '../helpers';
import { openEventStream, startSecondServer, streamUrl as streamUrlOf } from '../helpers/event-stream';
import { createLot, openBuyerMarket, type FixtureBuyers } from '../buyer-web-fixtures';

let server: TestServer;
let buyers: FixtureBuyers;
let tokenA: string;
let tokenB: string;
let today: string;

beforeAll(async () => {
  ({ server, buyers, tokenA, tokenB, today } = await openBuyerMarket());
}, 60_000);
afterAll(() => server?.close());

interface StockEvent {
  id: number;
  remaining_quantity: number;
  hasu: number;
}

/** An open event stream: `ready` is its Content-Type once the first line came (a refusal's status), `events` its `stock` events. */
function openStream(url: string) {
  const stream = openEventStream<StockEvent>(url, (block) => (block.event === 'stock' ? (block.data as unknown as StockEvent) : undefined));
  return { ...stream, ready: stream.opened.then((o) => (o.status === 200 ? o.contentType : o.status)) };
}

/** The stream URL with a fresh single-use ticket of `token` (on `base`). */
const streamUrl = (token: string, base = server.url) => streamUrlOf(base, token);

describe('GET /users/web/stream', () => {
  it("delivers another buyer's purchase and cancel within 2 seconds", async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 3, hasu: 2 });
    const stream = openStream(await streamUrl(tokenA));
    try {
      expect(await stream.ready).toBe('text/event-stream; charset=utf-8');
      const bought = await server.api('POST', '/users/web/buy', { token: tokenB, body: { items: [{ id, KUCHI_SU: 3, HA_SU: 2 }] } });
      expect(bought.status).toBe(200);
      await stream.waitFor((e) => e.some((x) => x.id === id && x.remaining_quantity === 0 && x.hasu === 0));
      const { rows } = await server.db.query<{ sale_id: number }>('SELECT sale_id FROM sales WHERE transaction_uuid = $1', [bought.body.transactionUUID]);
      await server.api('POST', '/users/cancellable/cancel', { token: tokenB, body: { transactionUUID: bought.body.transactionUUID, id: rows[0].sale_id } });
      await stream.waitFor((e) => e.some((x) => x.id === id && x.remaining_quantity === 3 && x.hasu === 2));
    } finally {
      stream.close();
    }
  });

  it('refuses a stream without a valid ticket, a used or old ticket and a session token in the URL', async () => {
    const none = await fetch(`${server.url}/api/v1/users/web/stream`);
    expect(none.status).toBe(401);
    expect((await fetch(`${server.url}/api/v1/users/web/stream?ticket=not-a-ticket-00000000`)).status).toBe(401);
    // A session token is never accepted in a URL.
    expect((await fetch(`${server.url}/api/v1/users/web/stream?token=${encodeURIComponent(tokenA)}`)).status).toBe(401);
    const url = await streamUrl(tokenA);
    const first = openStream(url);
    try {
      expect(await first.ready).toBe('text/event-stream; charset=utf-8');
      expect((await fetch(url)).status).toBe(401); // single use
    } finally {
      first.close();
    }
    const late = await streamUrl(tokenA);
    server.clock.advance(31_000);
    expect((await fetch(late)).status).toBe(401);
    const noPermit = await server.signIn(buyers.noPermit.login, buyers.noPermit.password);
    const ticket = await fetch(`${server.url}/api/v1/users/web/stream/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${noPermit}`, 'content-type': 'application/json' },
      body: '{}',
    });
    // The stream is every signed-in user's market event stream (stock only for buyers who may buy).
    expect(ticket.status).toBe(200);
  });

  it('closes the open streams of a sign-in when it signs out, and keeps the others', async () => {
    const mine = await server.signIn(buyers.a.login, buyers.a.password);
    const signedOut = openStream(await streamUrl(mine));
    const staying = openStream(await streamUrl(tokenA));
    try {
      await signedOut.ready;
      await staying.ready;
      expect((await server.api('POST', '/users/signout', { token: mine })).status).toBe(200);
      expect(await signedOut.ended).toBe(true);
      const id = await createLot(server.db, { saleDate: today, remaining: 2 });
      expect((await server.api('POST', '/users/web/buy', { token: tokenB, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } })).status).toBe(200);
      await staying.waitFor((e) => e.some((x) => x.id === id && x.remaining_quantity === 1));
    } finally {
      signedOut.close();
      staying.close();
    }
  });

  it('caps the open streams of one account (429 beyond)', async () => {
    const limit = server.config.streams.perAccount;
    const streams = [];
    try {
      for (let i = 0; i < limit; i++) {
        const s = openStream(await streamUrl(tokenB));
        streams.push(s);
        expect(await s.ready).toBe('text/event-stream; charset=utf-8');
      }
      const refused = await fetch(await streamUrl(tokenB));
      expect(refused.status).toBe(429);
      expect((await refused.json()).detail).toBe('同時に開ける在庫の自動更新の数を超えました。他の画面を閉じてから再度お試しください。');
    } finally {
      for (const s of streams) s.close();
    }
  });
});

describe('live stock across server processes', () => {
  /**
   * A second server over the same database, as a market runs several processes on one
   * PostgreSQL (its own pool, so delivery must go through LISTEN/NOTIFY); on PGlite, which
   * lives in one process, a second app shares the database object.
   */
  const secondServer = () => startSecondServer(server, 'bw-second-');

  it('shows a buy made through one server on a stream opened on another', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 6 });
    const other = await secondServer();
    const stream = openStream(await streamUrl(tokenA, other.url));
    try {
      expect(await stream.ready).toBe('text/event-stream; charset=utf-8');
      const bought = await server.api('POST', '/users/web/buy', { token: tokenB, body: { items: [{ id, KUCHI_SU: 2, HA_SU: 0 }] } });
      expect(bought.status).toBe(200);
      await stream.waitFor((e) => e.some((x) => x.id === id && x.remaining_quantity === 4));
    } finally {
      stream.close();
      await other.close();
    }
  });
});
