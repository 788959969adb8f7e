import { createAccount, type TestServer } from '../helpers';
import { openEventStream, startSecondServer, streamUrl as streamUrlOf } from '../helpers/event-stream';
import { createLot, openBuyerMarket, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * The market event stream (GET /users/web/stream) and the notification centre
 * (GET /users/notifications, POST /users/notifications/read), on PGlite and PostgreSQL alike.
 */
let server: TestServer;
let buyers: FixtureBuyers;
let tokenA: string;
let tokenB: string;
let tokenNoPermit: string;
let admin: string;
let today: string;

beforeAll(async () => {
  ({ server, buyers, tokenA, tokenB, today } = await openBuyerMarket());
  await createAccount(server.db, { loginId: 'ev-admin', password: 'admin-pass-9', isAdmin: true });
  await server.db.query(`INSERT INTO news_categories (name, display_order) VALUES ('お知らせ', 1)`);
  tokenNoPermit = await server.signIn(buyers.noPermit.login, buyers.noPermit.password);
  admin = await server.signIn('ev-admin', 'admin-pass-9');
}, 60_000);

afterAll(() => server?.close());

interface Received {
  id: number | null;
  event: string;
  data: { kind?: string; title?: string | null; link?: string | null; data?: Record<string, unknown> } & Record<string, unknown>;
}

/** An open stream: `ready` is its status once the first line came, `events` every event block with its `id:` (null when it has none). */
function openStream(url: string) {
  const stream = openEventStream<Received>(url, (block) => block as Received);
  return { ...stream, ready: stream.opened.then((o) => o.status), market: () => stream.events.filter((e) => e.event === 'market') };
}

const streamUrl = (token: string, lastEventId?: number, base = server.url) => streamUrlOf(base, token, lastEventId);

/**
 * A second server process over the same database (its own pool on PostgreSQL, so events must
 * cross through NOTIFY); on PGlite, which lives in one process, a second app over the same db.
 */
const secondServer = () => startSecondServer(server, 'ev-second-');

const addTicker = (title: string) =>
  server.api('POST', '/admins/news_web', {
    token: admin,
    body: { DATE: '2026-06-15', START_DATE: '2026-06-15 08:00', END_DATE: '2026-06-20 17:00', TITLE: title, PRINT_ORDER: 1 },
  });

/** A negotiable lot and branch a's (or `token`'s) negotiation on it; returns its number. */
async function negotiation(token = tokenA): Promise<number> {
  const id = await createLot(server.db, { saleDate: today, negotiable: true, unitPrice: 150, remaining: 10 });
  const res = await server.api('POST', '/users/web/negotiation', { token, body: { id, KUCHI_SU: 2, TANKA: 120, BIKO: '' } });
  expect(res.status).toBe(200);
  return res.body.negotiation_no;
}

const kinds = (s: ReturnType<typeof openStream>) => s.market().map((e) => e.data.kind);

describe('who receives what', () => {
  it('sends a branch its own answers only, every buyer the ticker, and administrators the admin events', async () => {
    const a = openStream(await streamUrl(tokenA));
    const b = openStream(await streamUrl(tokenB));
    const adm = openStream(await streamUrl(admin));
    const noPermit = openStream(await streamUrl(tokenNoPermit));
    try {
      // Administrators and buyers without BUY_PERMIT_FLG open the stream too (it is not a purchase page).
      expect([await a.ready, await b.ready, await adm.ready, await noPermit.ready]).toEqual([200, 200, 200, 200]);
      const no = await negotiation();
      await adm.waitFor(() => kinds(adm).includes('negotiation_new'));
      const answered = await server.api('PUT', `/admins/negotiations/${no}`, { token: admin, body: { SHODAN_STATUS: '成立', UNIT_PRICE: 120, KUCHI_SU: 2 } });
      expect(answered.status).toBe(200);
      await a.waitFor(() => kinds(a).includes('negotiation_answered'));
      expect((await addTicker('本日はバラの特売日です')).status).toBe(200);
      for (const s of [a, b, noPermit]) await s.waitFor(() => kinds(s).includes('ticker_changed'));
      // One more administrator event after everything: once it arrives, nothing earlier can still come.
      const late = await negotiation(tokenB);
      await adm.waitFor(() => adm.market().some((e) => e.data.kind === 'negotiation_new' && e.data.data?.negotiation_no === late));

      const answer = a.market().find((e) => e.data.kind === 'negotiation_answered')!;
      expect(answer.data).toMatchObject({
        title: expect.stringContaining('の商談が成立しました。'),
        link: '/web',
        data: { negotiation_no: no, status: '成立' },
      });
      expect(answer.id).toEqual(expect.any(Number));
      expect(answer.data).not.toHaveProperty('audience');
      // Branch b never hears branch a's answer, nor its negotiation; the administrator hears no buyer event.
      expect(kinds(b)).not.toContain('negotiation_answered');
      expect(kinds(b)).not.toContain('negotiation_new');
      expect(kinds(adm)).not.toContain('ticker_changed');
      expect(kinds(adm)).not.toContain('negotiation_answered');
      expect(kinds(adm).filter((k) => k === 'negotiation_new')).toHaveLength(2);
      // Stock goes to buyers who may buy only.
      expect(a.events.some((e) => e.event === 'stock')).toBe(true);
      expect(adm.events.some((e) => e.event === 'stock')).toBe(false);
      expect(noPermit.events.some((e) => e.event === 'stock')).toBe(false);
    } finally {
      for (const s of [a, b, adm, noPermit]) s.close();
    }
  });

  it('tells buyers of a new important news with a link to /news/important/{id}', async () => {
    const a = openStream(await streamUrl(tokenA));
    try {
      await a.ready;
      const created = await server.api('POST', '/admins/news', {
        token: admin,
        body: {
          DATE: '2026-06-15',
          CATEGORY_NM: 'お知らせ',
          START_DATE: '2026-06-15 09:00',
          END_DATE: '2026-06-30 18:00',
          TITLE: '本日の入荷遅延',
          DESCRIPTION: '<p>遅れます</p>',
          IMPORTANT_FLG: true,
          SUSPEND_FLG: false,
        },
      });
      expect(created.status).toBe(200);
      const id = created.body.INFORMATION_CD;
      await a.waitFor(() => kinds(a).includes('news_important'));
      expect(a.market().find((e) => e.data.kind === 'news_important')!.data).toMatchObject({
        title: '重要なお知らせ「本日の入荷遅延」が掲載されました。',
        link: `/news/important/${id}`,
        important: true,
      });
      expect((await server.api('PUT', `/admins/news/${id}`, { token: admin, body: { SUSPEND_FLG: true } })).status).toBe(200);
      await a.waitFor(() => kinds(a).includes('news_suspended'));
    } finally {
      a.close();
    }
  });
});

describe('across server processes', () => {
  it('delivers an answer made through one process to the branch’s stream on another, and nowhere else', async () => {
    const other = await secondServer();
    const a = openStream(await streamUrl(tokenA, undefined, other.url));
    const b = openStream(await streamUrl(tokenB, undefined, other.url));
    try {
      await a.ready;
      await b.ready;
      const no = await negotiation();
      expect(
        (await server.api('PUT', `/admins/negotiations/${no}`, { token: admin, body: { SHODAN_STATUS: '成立', UNIT_PRICE: 120, KUCHI_SU: 1 } })).status,
      ).toBe(200);
      await a.waitFor(() => a.market().some((e) => e.data.kind === 'negotiation_answered' && e.data.data?.negotiation_no === no));
      expect((await addTicker('別プロセスへ')).status).toBe(200);
      await b.waitFor(() => kinds(b).includes('ticker_changed'));
      expect(kinds(b)).not.toContain('negotiation_answered');
      // Each event once, though PostgreSQL may tell a process on two connections.
      const ids = a.market().map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      a.close();
      b.close();
      await other.close();
    }
  });
});

describe('resuming a dropped stream', () => {
  it('sends the events after Last-Event-ID first, in order, then the live ones: nothing missed, nothing twice', async () => {
    const first = openStream(await streamUrl(tokenA));
    await first.ready;
    expect((await addTicker('一つ目')).status).toBe(200);
    await first.waitFor(() => kinds(first).includes('ticker_changed'));
    const lastSeen = first.market().at(-1)!.id!;
    first.close();
    // While the buyer is away: another ticker line, an answer to a, and one to b (a must not get it).
    expect((await addTicker('二つ目')).status).toBe(200);
    const no = await negotiation();
    const noB = await negotiation(tokenB);
    await server.api('PUT', `/admins/negotiations/${no}`, { token: admin, body: { SHODAN_STATUS: '不成立' } });
    await server.api('PUT', `/admins/negotiations/${noB}`, { token: admin, body: { SHODAN_STATUS: '不成立' } });

    const again = openStream(await streamUrl(tokenA, lastSeen));
    try {
      await again.ready;
      await again.waitFor(() => kinds(again).includes('negotiation_answered'));
      expect(again.events[0].event).toBe('ready');
      const ids = again.market().map((e) => e.id!);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(ids.every((id) => id > lastSeen)).toBe(true);
      expect(kinds(again)).toEqual(['ticker_changed', 'negotiation_answered']);
      expect(again.market()[1].data.data).toMatchObject({ negotiation_no: no, status: '不成立' });
      // Then live, with no duplicate.
      expect((await addTicker('三つ目')).status).toBe(200);
      await again.waitFor(() => kinds(again).length === 3);
      expect(new Set(again.market().map((e) => e.id)).size).toBe(3);
    } finally {
      again.close();
    }
  });

  it('tells a client whose last id is unknown to reload instead of replaying', async () => {
    const s = openStream(await streamUrl(tokenA, 10_000_000));
    try {
      await s.ready;
      await s.waitFor((e) => e.length > 0);
      expect(s.events[0]).toMatchObject({ event: 'reload', id: expect.any(Number) });
    } finally {
      s.close();
    }
  });

  it('starts a fresh stream at the newest event id', async () => {
    const s = openStream(await streamUrl(tokenB));
    try {
      await s.ready;
      await s.waitFor((e) => e.length > 0);
      const { rows } = await server.db.query<{ id: number }>('SELECT max(id)::int AS id FROM market_events');
      expect(s.events[0]).toMatchObject({ event: 'ready', id: rows[0].id });
    } finally {
      s.close();
    }
  });
});

describe('GET /users/notifications, POST /users/notifications/read', () => {
  it('lists the user’s own notifications newest first and keeps read marks per account', async () => {
    const no = await negotiation();
    await server.api('PUT', `/admins/negotiations/${no}`, { token: admin, body: { SHODAN_STATUS: '再商談', UNIT_PRICE: 140 } });
    const time = await server.api('PUT', '/admins/time', { token: admin, body: { START_TIME: '06:00', END_TIME: '23:59' } });
    expect(time.status).toBe(200);

    const listA = await server.api('GET', '/users/notifications', { token: tokenA });
    expect(listA.status).toBe(200);
    expect(listA.body).toMatchObject({ currentPage: 1, isFirstPage: true });
    const rowsA = listA.body.datas as { id: number; kind: string; title: string; link: string; created_at: string; read: boolean }[];
    expect(rowsA[0]).toMatchObject({ kind: 'hours_changed', title: 'Web販売時間が06:00〜23:59に変更されました。', link: '/web', read: false });
    expect(rowsA.map((r) => r.id)).toEqual([...rowsA.map((r) => r.id)].sort((x, y) => y - x));
    expect(rowsA.find((r) => r.kind === 'negotiation_answered' && r.title.includes('再商談'))).toBeTruthy();
    // Ticker lines move screens but are not notifications.
    expect(rowsA.some((r) => r.kind === 'ticker_changed')).toBe(false);
    // b sees every buyer's notifications but none of a's answers.
    const rowsB = (await server.api('GET', '/users/notifications', { token: tokenB })).body.datas as { id: number; kind: string; link: string }[];
    expect(rowsB.some((r) => r.kind === 'hours_changed')).toBe(true);
    expect(rowsB.filter((r) => r.kind === 'negotiation_answered').every((r) => !rowsA.some((x) => x.id === r.id))).toBe(true);
    // The administrator's list holds the admin events only.
    const rowsAdmin = (await server.api('GET', '/users/notifications', { token: admin })).body.datas as { kind: string; link: string }[];
    expect(rowsAdmin.length).toBeGreaterThan(0);
    expect(rowsAdmin.every((r) => r.kind === 'negotiation_new' && r.link === '/admins/transaction/negotiation')).toBe(true);

    // a marks one read: only a's mark moves.
    const hours = rowsA[0].id;
    const unreadBefore = listA.body.unread;
    const marked = await server.api('POST', '/users/notifications/read', { token: tokenA, body: { ids: [hours] } });
    expect(marked.status).toBe(200);
    expect(marked.body.unread).toBe(unreadBefore - 1);
    const afterA = (await server.api('GET', '/users/notifications', { token: tokenA })).body;
    expect(afterA.datas.find((r: { id: number }) => r.id === hours).read).toBe(true);
    const afterB = (await server.api('GET', '/users/notifications', { token: tokenB })).body;
    expect(afterB.datas.find((r: { id: number }) => r.id === hours).read).toBe(false);
    // Marking another branch's notification does nothing.
    const othersId = (await server.db.query<{ id: number }>(`SELECT max(id)::int AS id FROM market_events WHERE branch_id = $1`, [buyers.a.branchId])).rows[0]
      .id;
    await server.api('POST', '/users/notifications/read', { token: tokenB, body: { ids: [othersId] } });
    expect(
      (await server.db.query('SELECT 1 FROM notification_reads WHERE event_id = $1 AND account_id = $2', [othersId, buyers.b.accountId])).rows,
    ).toHaveLength(0);

    // 「すべて既読」 for b: b has nothing unread, a still has.
    const all = await server.api('POST', '/users/notifications/read', { token: tokenB, body: { all: true } });
    expect(all.body).toMatchObject({ message: '既読にしました。', unread: 0 });
    expect((await server.api('GET', '/users/notifications', { token: tokenB })).body.unread).toBe(0);
    expect((await server.api('GET', '/users/notifications', { token: tokenA })).body.unread).toBeGreaterThan(0);
    // Bad bodies are refused in Japanese.
    const bad = await server.api('POST', '/users/notifications/read', { token: tokenA, body: { ids: [] } });
    expect(bad.status).toBe(400);
    const both = await server.api('POST', '/users/notifications/read', { token: tokenA, body: { ids: [hours], all: true } });
    expect(both.body).toMatchObject({ detail: '既読にするお知らせ（ids）か、すべて（all）のどちらか一方を指定してください。', code: 'ids_or_all' });
  });
});
