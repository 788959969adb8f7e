import type { TestServer } from '../helpers';
import { lastLogId, logLinesSince, startAdminServer } from './admin-news-fixtures';

let server: TestServer;
let admin: string;
let buyer: string;

beforeAll(async () => {
  ({ server, admin, buyer } = await startAdminServer());
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const call = (method: string, path: string, body?: unknown, token = admin) => server.api(method, path, { token, body });

describe('/admins/news_category', () => {
  it('lists categories by display order, creates and logs one', async () => {
    const list = await call('GET', '/admins/news_category');
    expect(list.status).toBe(200);
    expect(list.body.per).toBe(50);
    const orders = list.body.datas.map((c: { order: number }) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(list.body.datas[0]).toEqual({ id: expect.any(Number), name: expect.any(String), order: expect.any(Number), SUSPEND_FLG: false });
    const logId = await lastLogId(server.db);
    const created = await call('POST', '/admins/news_category', { name: '臨時', order: 9 });
    expect(created.body).toMatchObject({ name: '臨時', order: 9, SUSPEND_FLG: false });
    expect(await logLinesSince(server.db, logId)).toEqual([`news_category ${created.body.id} created: name: 臨時, order: 9, SUSPEND_FLG: false`]);
  });

  it('validates order ≥ 1 and name 1–10 characters', async () => {
    expect((await call('POST', '/admins/news_category', { name: '臨時', order: 0 })).status).toBe(400);
    expect((await call('POST', '/admins/news_category', { name: '', order: 1 })).status).toBe(400);
    expect((await call('POST', '/admins/news_category', { name: '12345678901', order: 1 })).status).toBe(400);
    expect((await call('PUT', '/admins/news_category/1', { order: 0 })).status).toBe(400);
    expect((await call('POST', '/admins/news_category', { name: 'ok', order: 1 }, buyer)).status).toBe(403);
  });

  it('updates with { SUSPEND_FLG, order, name }; a suspended one leaves the default list', async () => {
    const created = (await call('POST', '/admins/news_category', { name: '一時', order: 20 })).body;
    const logId = await lastLogId(server.db);
    const res = await call('PUT', `/admins/news_category/${created.id}`, { SUSPEND_FLG: true });
    expect(res.body).toMatchObject({ SUSPEND_FLG: true, name: '一時' });
    expect(await logLinesSince(server.db, logId)).toEqual([`news_category ${created.id} SUSPEND_FLG: false → true`]);
    const ids = (await call('GET', '/admins/news_category')).body.datas.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(created.id);
    const all = (await call('GET', '/admins/news_category?include_suspension_rows=1')).body.datas.map((c: { id: number }) => c.id);
    expect(all).toContain(created.id);
    expect((await call('PUT', '/admins/news_category/99999', { name: 'x' })).status).toBe(404);
  });

  it('refuses to delete a category news use (409) and deletes an unused one', async () => {
    const used = await call('DELETE', '/admins/news_category/delete/1');
    expect(used.status).toBe(409);
    expect(used.body.detail).toBe('このカテゴリーはお知らせで使用されているため削除できません。');
    const created = (await call('POST', '/admins/news_category', { name: '消す', order: 30 })).body;
    expect((await call('DELETE', `/admins/news_category/delete/${created.id}`)).status).toBe(200);
    expect((await call('DELETE', `/admins/news_category/delete/${created.id}`)).status).toBe(404);
  });
});

describe('/admins/news_web', () => {
  const LINE = { DATE: '2026-06-15', START_DATE: '2026-06-15 08:00', END_DATE: '2026-06-20 17:00', TITLE: '本日はバラの特売日です', PRINT_ORDER: 1 };

  it('creates a ticker line buyers see on /web in PRINT_ORDER between its dates', async () => {
    const created = await call('POST', '/admins/news_web', LINE);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      DATE: '2026/06/15',
      START_DATE: '2026/06/15 08:00',
      END_DATE: '2026/06/20 17:00',
      SUSPEND_FLG: false,
      PRINT_ORDER: 1,
    });
    const later = await call('POST', '/admins/news_web', { ...LINE, TITLE: '来週の予告', START_DATE: '2026-06-15 11:00' });
    const ticker = await call('GET', '/users/web/news', undefined, buyer);
    expect(ticker.status).toBe(200);
    const titles = ticker.body.map((t: { TITLE: string }) => t.TITLE);
    expect(titles).toContain('本日はバラの特売日です');
    const orders = ticker.body.map((t: { PRINT_ORDER: number }) => t.PRINT_ORDER);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(titles).not.toContain('来週の予告');
    server.clock.set(new Date('2026-06-15T02:00:00Z'));
    try {
      expect((await call('GET', '/users/web/news', undefined, buyer)).body.map((t: { TITLE: string }) => t.TITLE)).toContain('来週の予告');
    } finally {
      server.clock.set(new Date('2026-06-15T01:00:00Z'));
    }
    expect(later.body.id).toBeGreaterThan(created.body.id);
  });

  it('lists, updates (休止 hides it from buyers), validates and deletes, logging each change', async () => {
    const created = (await call('POST', '/admins/news_web', { ...LINE, TITLE: '休止テスト', PRINT_ORDER: 2 })).body;
    const list = await call('GET', '/admins/news_web');
    expect(list.body.datas.map((t: { id: number }) => t.id)).toContain(created.id);
    const logId = await lastLogId(server.db);
    const res = await call('PUT', `/admins/news_web/${created.id}`, { SUSPEND_FLG: true, PRINT_ORDER: 3 });
    expect(res.body).toMatchObject({ SUSPEND_FLG: true, PRINT_ORDER: 3 });
    expect(await logLinesSince(server.db, logId)).toEqual([`news_web ${created.id} SUSPEND_FLG: false → true, PRINT_ORDER: 2 → 3`]);
    expect((await call('GET', '/users/web/news', undefined, buyer)).body.map((t: { TITLE: string }) => t.TITLE)).not.toContain('休止テスト');
    expect((await call('PUT', `/admins/news_web/${created.id}`, { PRINT_ORDER: 0 })).status).toBe(400);
    expect((await call('PUT', `/admins/news_web/${created.id}`, { END_DATE: '2026-06-01 00:00' })).body.detail).toBe(
      '終了日時は開始日時以降を指定してください。',
    );
    expect((await call('DELETE', `/admins/news_web/delete/${created.id}`)).status).toBe(200);
    expect((await call('DELETE', `/admins/news_web/delete/${created.id}`)).status).toBe(404);
    expect((await call('GET', '/admins/news_web', undefined, buyer)).status).toBe(403);
  });
});
