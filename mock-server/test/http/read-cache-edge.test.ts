import { defaultConfig } from '../../src/config';
import { authMessages } from '../../src/areas/auth/messages';
import { createAccount, jsonOf, rawGet, RealTimeClock, startTestServer, TEST_NOW, waitFor, type RawAnswer, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * A read-cache hit is answered before Fastify routes it (http/read-cache/read-cache-edge.ts).
 * It must be the answer Fastify gave, byte for byte with the same headers, and every rule of
 * the auth hook must hold on it: a signed-out session, a branch without BUY_PERMIT_FLG and a
 * first-login account are refused at once, whoever else's answer is cached; a write shows on
 * the next read; the access log gets its row. `app.edge.answered` tells which path answered.
 */

let server: TestServer;
let buyers: FixtureBuyers;
let today: string;
let adminToken: string;
const FIRST_LOGIN = { loginId: 'edge-first', password: 'edge-first-pass-1' };
const ADMIN = { loginId: 'edge-admin', password: 'edge-admin-pass-1' };

beforeAll(async () => {
  // Long cache lifetimes, so a slow machine never turns an intended hit into a miss.
  server = await startTestServer({
    seed: false,
    clock: new RealTimeClock(TEST_NOW),
    config: { readCacheMs: 600_000, session: { ...defaultConfig().session, cacheMs: 600_000 } },
  });
  buyers = await createMarket(server.db);
  today = japanDay(server.clock.now());
  await createAccount(server.db, { ...FIRST_LOGIN, baisanCd: '9101', firstLogin: true });
  await createAccount(server.db, { ...ADMIN, isAdmin: true });
  adminToken = await server.signIn(ADMIN.loginId, ADMIN.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (path: string, token: string, headers: Record<string, string> = {}) => rawGet(server, path, token, headers);
const json = jsonOf;

/**
 * Reads `path` twice and expects Fastify's refusal both times: the first read puts the session
 * in the session cache, so the second is one the edge could have answered from another's entry.
 */
async function refusedTwice(path: string, token: string, status: number, message: string) {
  for (let i = 0; i < 2; i++) {
    const refused = await get(path, token);
    expect(refused).toMatchObject({ status, byEdge: false });
    expect(json(refused).detail).toBe(message);
  }
}
const signIn = (login: string, password: string) => server.signIn(login, password);

/**
 * Reads `path` until the edge answers it; answers that hit and the Fastify answer before it.
 * The first read is Fastify's miss; on PostgreSQL a change made just before may be heard after
 * it (LISTEN is asynchronous) and empty the cache once more, so a few reads are allowed.
 */
async function cached(path: string, token: string, headers: Record<string, string> = {}) {
  let first = await get(path, token, headers);
  expect(first).toMatchObject({ status: 200, byEdge: false });
  for (let read = 0; read < 10; read++) {
    const next = await get(path, token, headers);
    expect(next.status).toBe(200);
    if (next.byEdge) return { first, hit: next };
    first = next;
  }
  throw new Error(`${path} was never answered by the edge`);
}

describe('read-cache hits answered before Fastify', () => {
  it('answer the same bytes with the same headers as Fastify did, in each encoding', async () => {
    // Enough news for an answer above the compression threshold.
    for (let i = 0; i < 12; i++) {
      await server.db.query(`INSERT INTO news (date, start_date, end_date, title) VALUES ($1, $2, $3, $4)`, [
        today,
        new Date(TEST_NOW.getTime() - 3600_000),
        new Date(TEST_NOW.getTime() + 30 * 86_400_000),
        `エッジ圧縮確認のお知らせ${i}${'・'.repeat(40)}`,
      ]);
    }
    const token = await signIn(buyers.a.login, buyers.a.password);
    // One URL per encoding (per differs), so each starts with Fastify's own answer in that encoding.
    const cases: { per: number; headers: Record<string, string>; encoding: string | null }[] = [
      { per: 12, headers: {}, encoding: null },
      { per: 11, headers: { 'accept-encoding': 'gzip' }, encoding: 'gzip' },
      { per: 10, headers: { 'accept-encoding': 'gzip, deflate, br' }, encoding: 'br' },
    ];
    for (const { per, headers, encoding } of cases) {
      const { first, hit } = await cached(`/users/news?per=${per}`, token, headers);
      expect(hit.bytes.equals(first.bytes)).toBe(true);
      expect(hit.fields).toEqual(first.fields);
      expect(first.fields).toEqual(expect.arrayContaining(['cache-control: no-store', 'X-Content-Type-Options: nosniff']));
      expect(first.fields.filter((f) => f.startsWith('content-encoding'))).toEqual(encoding ? [`content-encoding: ${encoding}`] : []);
    }
    const { first, hit } = await cached('/users/mypage', token);
    expect(hit.bytes.equals(first.bytes)).toBe(true);
    expect(hit.fields).toEqual(first.fields);
  });

  it('refuses a signed-out session at once while another session of the account keeps its answer cached', async () => {
    const kept = await signIn(buyers.b.login, buyers.b.password);
    const ended = await signIn(buyers.b.login, buyers.b.password);
    await cached('/users/mypage', ended);
    expect((await server.api('POST', '/users/signout', { token: ended })).status).toBe(200);
    await cached('/users/mypage', kept);
    await refusedTwice('/users/mypage', ended, 401, authMessages.sessionExpired);
  });

  it('refuses /users/web/detail without BUY_PERMIT_FLG, and from the next read once a branch loses it', async () => {
    const path = `/users/web/detail?per=10&sale_dates=${today.replace(/-/g, '/')}`;
    const permitted = await signIn(buyers.a.login, buyers.a.password);
    const refusedToken = await signIn(buyers.noPermit.login, buyers.noPermit.password);
    expect(await get(path, permitted)).toMatchObject({ status: 200 });
    await refusedTwice(path, refusedToken, 403, authMessages.buyNotPermitted);
    await server.db.query('UPDATE branches SET buy_permit_flg = false WHERE id = $1', [buyers.a.branchId]);
    try {
      expect(await get(path, permitted)).toMatchObject({ status: 403, byEdge: false });
    } finally {
      await server.db.query('UPDATE branches SET buy_permit_flg = true WHERE id = $1', [buyers.a.branchId]);
    }
  });

  it('refuses a first-login account, though another account has the same URL cached', async () => {
    await cached('/users/mypage', await signIn(buyers.a.login, buyers.a.password));
    await refusedTwice('/users/mypage', await signIn(FIRST_LOGIN.loginId, FIRST_LOGIN.password), 403, authMessages.passwordChangeRequired);
  });

  it('shows a purchase and an administrator’s news change on the next read', async () => {
    const token = await signIn(buyers.rated.login, buyers.rated.password);
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const listing = `/users/web/detail?per=100&sale_dates=${today.replace(/-/g, '/')}`;
    const lot = (answer: RawAnswer) => json(answer).datas.find((d: { id: number }) => d.id === id);
    expect(lot(await get(listing, token))).toMatchObject({ remaining_quantity: 10 });
    expect((await server.api('POST', '/users/web/buy', { token, body: { items: [{ id, KUCHI_SU: 4, HA_SU: 0 }] } })).status).toBe(200);
    expect(lot(await get(listing, token))).toMatchObject({ remaining_quantity: 6, done: true });

    const { rows } = await server.db.query<{ information_cd: number }>(
      `INSERT INTO news (date, start_date, end_date, title) VALUES ($1, $2, $3, 'エッジ前') RETURNING information_cd`,
      [today, new Date(TEST_NOW.getTime() - 3600_000), new Date(TEST_NOW.getTime() + 30 * 86_400_000)],
    );
    const newsId = rows[0].information_cd;
    const titleIn = (answer: RawAnswer) => json(answer).datas.find((n: { INFORMATION_CD: number }) => n.INFORMATION_CD === newsId)?.TITLE;
    expect(titleIn((await cached('/users/news', token)).hit)).toBe('エッジ前');
    expect((await server.api('PUT', `/admins/news/${newsId}`, { token: adminToken, body: { TITLE: 'エッジ後' } })).status).toBe(200);
    expect(titleIn(await get('/users/news', token))).toBe('エッジ後');
  });

  it('writes the access-log row of an answer it gives', async () => {
    const token = await signIn(buyers.b.login, buyers.b.password);
    const rows = async () =>
      (
        await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_logs WHERE operator = $1 AND operation_log = $2', [
          buyers.b.login,
          'GET /api/v1/users/market 200',
        ])
      ).rows[0].n;
    const before = await rows();
    await cached('/users/market', token);
    // One row per read: Fastify's miss and the edge's hit.
    await waitFor(async () => (await rows()) >= before + 2);
    expect(await rows()).toBe(before + 2);
  });
});

describe('answers shared between readers', () => {
  /** Empties the read cache: a statement on a table buyers read sends 'data' (migration 008), before it returns. */
  const emptyCache = () => server.db.query('UPDATE links SET link_nm = link_nm WHERE false');
  /** The statements of `sqlPart` the routes run while `reads` go on. */
  async function counted(sqlPart: string, reads: () => Promise<RawAnswer[]>) {
    const spy = jest.spyOn(server.db, 'query');
    try {
      const answers = await reads();
      return { answers, statements: spy.mock.calls.filter(([sql]) => String(sql).includes(sqlPart)).length };
    } finally {
      spy.mockRestore();
    }
  }

  it('computes the market page once for every branch asking at once, and answers the next branch from it', async () => {
    const tokens = await Promise.all([buyers.a, buyers.b, buyers.rated].map((buyer) => signIn(buyer.login, buyer.password)));
    await emptyCache();
    const { answers, statements } = await counted('generate_series', () =>
      Promise.all(tokens.flatMap((token) => [get('/users/market', token), get('/users/market', token)])),
    );
    expect(statements).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.every((answer) => answer.bytes.equals(answers[0].bytes))).toBe(true);
    // A branch that never read it gets the same bytes at its first read, without computing them.
    const otherToken = await signIn(buyers.noPermit.login, buyers.noPermit.password);
    const other = await counted('generate_series', async () => [await get('/users/market', otherToken)]);
    expect(other.statements).toBe(0);
    expect(other.answers[0].status).toBe(200);
    expect(other.answers[0].bytes.equals(answers[0].bytes)).toBe(true);
  });

  it('computes an account’s own page once for its reads at once, and never hands it to another account', async () => {
    const [a, b] = await Promise.all([buyers.a, buyers.b].map((buyer) => signIn(buyer.login, buyer.password)));
    const { rows } = await server.db.query<{ information_cd: number }>(
      `INSERT INTO news (date, start_date, end_date, title) VALUES ($1, $2, $3, '共有') RETURNING information_cd`,
      [today, new Date(TEST_NOW.getTime() - 3600_000), new Date(TEST_NOW.getTime() + 30 * 86_400_000)],
    );
    // a has read the news, b has not: the same URL has two answers.
    expect((await server.api('GET', `/users/news/${rows[0].information_cd}`, { token: a })).status).toBe(200);
    await emptyCache();
    const { answers, statements } = await counted('FROM links', () => Promise.all([a, a, a, b, b, b].map((token) => get('/users/mypage', token))));
    expect(statements).toBe(2);
    const isRead = (answer: RawAnswer) => json(answer).news.find((n: { INFORMATION_CD: number }) => n.INFORMATION_CD === rows[0].information_cd)?.is_read;
    expect(answers.slice(0, 3).every((answer) => answer.bytes.equals(answers[0].bytes))).toBe(true);
    expect(answers.slice(3).every((answer) => answer.bytes.equals(answers[3].bytes))).toBe(true);
    expect([isRead(answers[0]), isRead(answers[3])]).toEqual([true, false]);
  });

  it('gives each reader waiting on a refusal its own answer (nothing stored, nobody left waiting)', async () => {
    const token = await signIn(buyers.a.login, buyers.a.password);
    const answers = await Promise.all([1, 2, 3, 4].map(() => get('/users/market/detail?item_cd=NONE', token)));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(answers.every((answer) => !answer.byEdge)).toBe(true);
  });
});
