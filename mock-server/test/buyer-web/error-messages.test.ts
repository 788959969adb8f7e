/**
 * Every 4xx the buyer side can meet carries a Japanese `detail` and `message`:
 * spec §8 shows both, the specific sentence then the general one; `code` and `field` are for programs.
 * Walks the requests a buyer's screens can make into each refusal, and every sentence of the
 * messages modules those refusals come from.
 */
import { httpMessages } from '../../src/areas/system/messages';
import { buyerWebMessages } from '../../src/areas/buyer-web/messages';
import { startTestServer, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

let server: TestServer;
let buyers: FixtureBuyers;
let token: string;
let noPermit: string;
let lot: number;
let closedLot: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  const today = japanDay(server.clock.now());
  lot = await createLot(server.db, { saleDate: today, remaining: 5, maxQuantity: 2 });
  closedLot = await createLot(server.db, { saleDate: today, yoyakuPermit: false, negotiable: false });
  token = await server.signIn(buyers.a.login, buyers.a.password);
  noPermit = await server.signIn(buyers.noPermit.login, buyers.noPermit.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Call = [label: string, method: 'GET' | 'POST', path: string, options: () => { token?: string; body?: unknown; headers?: Record<string, string> }];

const calls: Call[] = [
  ['not signed in', 'GET', '/users/web', () => ({})],
  ['no purchase permission', 'GET', '/users/web', () => ({ token: noPermit })],
  ['a bad listing parameter', 'GET', '/users/web/detail?per=abc', () => ({ token })],
  ['photos of an unknown lot', 'GET', '/users/web/photo?id=999999', () => ({ token })],
  ['nothing to buy', 'POST', '/users/web/buy', () => ({ token, body: { items: [] } })],
  ['an unknown lot', 'POST', '/users/web/buy', () => ({ token, body: { items: [{ id: 999999, KUCHI_SU: 1, HA_SU: 0 }] } })],
  ['over the cap', 'POST', '/users/web/buy', () => ({ token, body: { items: [{ id: lot, KUCHI_SU: 3, HA_SU: 0 }] } })],
  ['a quantity of 0', 'POST', '/users/web/buy', () => ({ token, body: { items: [{ id: lot, KUCHI_SU: 0, HA_SU: 0 }] } })],
  ['a malformed body', 'POST', '/users/web/buy', () => ({ token, body: '{"items": [', headers: { 'content-type': 'application/json' } })],
  [
    'a too long Idempotency-Key',
    'POST',
    '/users/web/buy',
    () => ({ token, body: { items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] }, headers: { 'idempotency-key': 'k'.repeat(201) } }),
  ],
  ['a next order of a lot that takes none', 'POST', '/users/web/next-order', () => ({ token, body: { items: [{ id: closedLot, KUCHI_SU: 1, HA_SU: 0 }] } })],
  ['a negotiation without product', 'POST', '/users/web/negotiation', () => ({ token, body: {} })],
  ['a negotiation without price', 'POST', '/users/web/negotiation', () => ({ token, body: { id: lot, KUCHI_SU: 1 } })],
  ['a negotiation of a lot that takes none', 'POST', '/users/web/negotiation', () => ({ token, body: { id: closedLot, KUCHI_SU: 1, TANKA: 10 } })],
  ['a bad transaction number', 'GET', '/users/web/buy/done?transactionUUID=abc', () => ({ token })],
  ['an unknown transaction', 'GET', '/users/web/buy/done?transactionUUID=11111111-2222-4333-8444-555555555555', () => ({ token })],
  [
    'cancelling an unknown purchase',
    'POST',
    '/users/cancellable/cancel',
    () => ({ token, body: { transactionUUID: '11111111-2222-4333-8444-555555555555', id: 1 } }),
  ],
  ['withdrawing an unknown reservation', 'POST', '/users/next-reservation/cancel', () => ({ token, body: { YOYAKU_NO: 999999 } })],
  ['answering an unknown negotiation', 'POST', '/users/negotiation/answer', () => ({ token, body: { negotiation_no: 999999, accept: true } })],
  ['buying an unknown negotiation', 'POST', '/users/negotiation/buy', () => ({ token, body: { negotiation_no: 999999 } })],
  ['an unknown address', 'GET', '/users/web/nothing-here', () => ({ token })],
];

describe('every 4xx a buyer can meet says it in Japanese', () => {
  it.each(calls)('%s', async (_label, method, path, options) => {
    const res = await server.api(method, path, options());
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message).toMatch(JAPANESE);
    // Spec §8 shows detail, then message: detail is the specific Japanese sentence,
    // message the general one; the machine-readable reason is code, never English on screen.
    expect(res.body.detail).toMatch(JAPANESE);
    expect(res.body.code).toMatch(/^[A-Za-z_0-9]+$/);
    if (res.status !== 401) expect(res.body.message).not.toBe(res.body.detail);
  });

  it('has only Japanese sentences in the messages those answers come from', () => {
    const sentences = [...Object.values(httpMessages), ...Object.values(buyerWebMessages)].map((m) =>
      typeof m === 'function' ? (m as (...args: unknown[]) => string)(3, '3') : m,
    );
    for (const sentence of sentences) expect(sentence).toMatch(JAPANESE);
  });
});
