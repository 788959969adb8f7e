import { defaultConfig } from '../../src/config';
import { authMessages } from '../../src/areas/auth/messages';
import { createAccount, fieldsBesideBody, jsonOf, rawGet, startTestServer, waitFor, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * GET /users/web and /users/web/detail are answered from the shared listing before Fastify
 * routes them (http/live-edge.ts). Whatever the query, the answer must be the one Fastify gives
 * (asked with Accept-Encoding: gzip, which the edge leaves to Fastify): same status, same body,
 * same headers; a query the route's schema refuses, a refused session and an account without a
 * branch are Fastify's to answer; a purchase shows on the next read; the access log gets its row.
 */

let server: TestServer;
let buyers: FixtureBuyers;
let today: string;
let token: string;
const ADMIN = { loginId: 'live-admin', password: 'live-admin-pass-1' };
const FIRST_LOGIN = { loginId: 'live-first', password: 'live-first-pass-1' };
/** Every call of the /web page load. */
const PAGE_LOAD = ['/users/web', '/users/web/detail', '/users/web/news', '/users/cancellable', '/users/negotiation'];

beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { session: { ...defaultConfig().session, cacheMs: 600_000 } } });
  buyers = await createMarket(server.db);
  today = japanDay(server.clock.now());
  for (const [i, name] of ['ばら園', 'キク', 'バラ', '白菊'].entries()) {
    await createLot(server.db, { saleDate: today, productName: `${name}${i}`, itemCd: i % 2 ? 'BW02' : 'BW01', unitPrice: 100 + i * 10, remaining: 5 + i });
  }
  await createAccount(server.db, { ...ADMIN, isAdmin: true });
  await createAccount(server.db, { ...FIRST_LOGIN, baisanCd: '9102', firstLogin: true });
  token = await server.signIn(buyers.a.login, buyers.a.password);
  // Each route's first identity answer is Fastify's: the edge answers with its headers afterwards.
  for (const path of PAGE_LOAD) expect(await get(path, token)).toMatchObject({ status: 200, byEdge: false });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface RawAnswer {
  status: number;
  body: unknown;
  /** Every header field as sent but Date and those of the body's length and encoding, sorted. */
  fields: string[];
  byEdge: boolean;
}

async function get(path: string, bearer: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const answer = await rawGet(server, path, bearer, headers);
  return { status: answer.status, body: jsonOf(answer), fields: fieldsBesideBody(answer), byEdge: answer.byEdge };
}

/** The edge's answer (no compression asked: the edge may answer) beside Fastify's (gzip asked: it may not). */
async function bothWays(path: string, bearer = token) {
  const fastify = await get(path, bearer, { 'accept-encoding': 'gzip' });
  const edge = await get(path, bearer);
  expect(fastify.byEdge).toBe(false);
  expect({ path, status: edge.status, body: edge.body, fields: edge.fields }).toEqual({
    path,
    status: fastify.status,
    body: fastify.body,
    fields: fastify.fields,
  });
  return { edge, fastify };
}

describe('the shared listing answered before Fastify', () => {
  it('gives the answer Fastify gives for every query, and leaves refused ones to it', async () => {
    const date = today.replace(/-/g, '/');
    const valid = [
      '',
      'per=2&page=2',
      `sale_dates=${date}&sort=price_asc`,
      `item_names=${encodeURIComponent('バラ')}&item_names=${encodeURIComponent('キク')}`,
      `item_names=${encodeURIComponent('バラ,ユリ')}&sort=price_desc`,
      `keyword=${encodeURIComponent('ばら')}`,
      'is_web_open=1&available=true&favorites=0',
      'is_recommended=&sort=remaining_desc',
      'per=500&page=1000000',
    ];
    for (const query of valid) {
      const { edge } = await bothWays(`/users/web/detail?${query}`);
      expect({ query, status: edge.status, byEdge: edge.byEdge }).toEqual({ query, status: 200, byEdge: true });
    }
    const refused = [
      'per=',
      'per=0',
      'per=501',
      'per=1.5',
      'per=1&per=2',
      'sort=',
      'sort=cheap',
      'bogus=1',
      `item_names[]=${encodeURIComponent('バラ')}`,
      `keyword=${'a'.repeat(101)}`,
      'is_web_open=2',
      'open_hours=24',
      'sale_dates=2026-13-40',
    ];
    for (const query of refused) {
      const { edge } = await bothWays(`/users/web/detail?${query}`);
      expect({ query, status: edge.status, byEdge: edge.byEdge }).toEqual({ query, status: 400, byEdge: false });
    }
    for (const path of [
      '/users/web',
      '/users/web/news',
      '/users/cancellable',
      '/users/negotiation',
      '/users/negotiation?open=1',
      '/users/negotiation?open=0',
    ]) {
      expect((await bothWays(path)).edge).toMatchObject({ status: 200, byEdge: true });
    }
    for (const path of ['/users/web?x=1', '/users/web/news?x=1', '/users/cancellable?x=1', '/users/negotiation?open=x']) {
      expect((await bothWays(path)).edge).toMatchObject({ status: 400, byEdge: false });
    }
  });

  it('lists the side panel’s purchases and negotiations as Fastify does', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10, negotiable: true });
    expect((await server.api('POST', '/users/web/buy', { token, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } })).status).toBe(200);
    const asked = await server.api('POST', '/users/web/negotiation', { token, body: { id, KUCHI_SU: 1, TANKA: 50 } });
    expect(asked.status).toBe(200);
    const cancellable = await bothWays('/users/cancellable');
    expect(cancellable.edge).toMatchObject({ byEdge: true });
    expect((cancellable.edge.body as unknown[]).length).toBeGreaterThan(0);
    const open = await bothWays('/users/negotiation?open=1');
    expect(open.edge).toMatchObject({ byEdge: true });
    expect((open.edge.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('gives each branch its own terms and marks', async () => {
    const rated = await server.signIn(buyers.rated.login, buyers.rated.password);
    const mine = await bothWays('/users/web', rated);
    expect(mine.edge).toMatchObject({ byEdge: true, body: { sale_rate: 5 } });
    expect((await bothWays('/users/web')).edge.body).toMatchObject({ sale_rate: 0 });
  });

  it('leaves refused sessions and accounts without a branch to Fastify', async () => {
    const ended = await server.signIn(buyers.b.login, buyers.b.password);
    expect((await get('/users/web', ended)).status).toBe(200);
    expect((await server.api('POST', '/users/signout', { token: ended })).status).toBe(200);
    const first = await server.signIn(FIRST_LOGIN.loginId, FIRST_LOGIN.password);
    const admin = await server.signIn(ADMIN.loginId, ADMIN.password);
    const noPermit = await server.signIn(buyers.noPermit.login, buyers.noPermit.password);
    for (const [bearer, status, detail] of [
      [ended, 401, authMessages.sessionExpired],
      [first, 403, authMessages.passwordChangeRequired],
      [noPermit, 403, authMessages.buyNotPermitted],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const answer = await get('/users/web/detail', bearer);
        expect(answer).toMatchObject({ status, byEdge: false, body: { detail } });
      }
    }
    for (let i = 0; i < 2; i++) expect(await get('/users/web', admin)).toMatchObject({ status: 403, byEdge: false });
  });

  it('shows a purchase on the next read and writes the access-log row', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const lot = (answer: RawAnswer) => (answer.body as { datas: { id: number }[] }).datas.find((d) => d.id === id);
    const path = '/users/web/detail?per=500';
    expect(lot(await get(path, token))).toMatchObject({ remaining_quantity: 10, done: false });
    expect((await server.api('POST', '/users/web/buy', { token, body: { items: [{ id, KUCHI_SU: 3, HA_SU: 0 }] } })).status).toBe(200);
    const after = await get(path, token);
    expect(after.byEdge).toBe(true);
    expect(lot(after)).toMatchObject({ remaining_quantity: 7, done: true });
    // Every read of the test so far, the edge's included, has its row.
    const logged = async () =>
      (
        await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_logs WHERE operator = $1 AND operation_log = $2', [
          buyers.a.login,
          'GET /api/v1/users/web/detail 200',
        ])
      ).rows[0].n;
    await waitFor(async () => (await logged()) >= 21);
    expect(await logged()).toBe(21);
  });
});
