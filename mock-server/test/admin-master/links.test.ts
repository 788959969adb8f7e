import { startAdminMaster, systemLogLines, type AdminMasterContext } from './fixtures';

let ctx: AdminMasterContext;
beforeAll(async () => {
  ctx = await startAdminMaster();
}, 60_000);
afterAll(() => ctx?.server.close());

const api = (method: string, path: string, body?: unknown, token = ctx.admin) => ctx.server.api(method, path, { token, body });
const myPageLinks = async () => (await api('GET', '/users/mypage', undefined, ctx.buyer)).body.links as { link: string; label: string }[];

describe('/admins/link', () => {
  it('lists, searches and sorts links, suspended ones only on include_suspension_rows=1', async () => {
    const res = await api('GET', '/admins/link');
    expect(res.body).toMatchObject({ total: 4, per: 50 });
    expect((await api('GET', '/admins/link?include_suspension_rows=1')).body.total).toBe(5);
    expect((await api('GET', '/admins/link?query=気象')).body.datas.map((l: { LINK_CD: number }) => l.LINK_CD)).toEqual([2]);
    const sorted = await api('GET', '/admins/link?order_by=LINK_CD&order=desc');
    expect(sorted.body.datas[0].LINK_CD).toBe(4);
  });

  it('creates a link that buyers see on their page, and logs it', async () => {
    const res = await api('POST', '/admins/link', { LINK_NM: '市場カレンダー', LINK_URL: 'https://example.jp/calendar' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ LINK_NM: '市場カレンダー', LINK_URL: 'https://example.jp/calendar', SUSPEND_FLG: false });
    expect(await myPageLinks()).toContainEqual({ link: 'https://example.jp/calendar', label: '市場カレンダー' });
    const [line] = await systemLogLines(ctx.server, `link ${res.body.LINK_CD} created`);
    expect(line.operation_log).toBe(`link ${res.body.LINK_CD} created: LINK_NM: 市場カレンダー, LINK_URL: https://example.jp/calendar, SUSPEND_FLG: false`);
  });

  it('refuses javascript: and other non-http URLs with 400', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.jp', 'example.jp']) {
      const res = await api('POST', '/admins/link', { LINK_NM: 'x', LINK_URL: url });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('URLはhttp://またはhttps://で始まる必要があります。');
    }
    expect((await api('PUT', '/admins/link/1', { LINK_URL: 'javascript:alert(1)' })).status).toBe(400);
    expect((await api('POST', '/admins/link', { LINK_NM: '', LINK_URL: 'https://a.jp' })).status).toBe(400);
  });

  it('switches 休止 at once with 休止フラグを更新しました。, hiding the link from buyers, logged before → after', async () => {
    const res = await api('PUT', '/admins/link/2', { SUSPEND_FLG: true });
    expect(res.body).toMatchObject({ LINK_CD: 2, SUSPEND_FLG: true });
    expect((await myPageLinks()).some((l) => l.label === '気象庁 天気予報')).toBe(false);
    expect(await systemLogLines(ctx.server, 'link 2 SUSPEND_FLG: false → true')).toHaveLength(1);
    await api('PUT', '/admins/link/2', { SUSPEND_FLG: false });
    expect((await myPageLinks()).some((l) => l.label === '気象庁 天気予報')).toBe(true);
  });

  it('edits name and URL with リンクを更新しました。', async () => {
    const res = await api('PUT', '/admins/link/3', { LINK_CD: 3, LINK_NM: '花き卸売市場協会', LINK_URL: 'https://www.jfmaweb.org/new', SUSPEND_FLG: false });
    expect(res.body).toEqual(expect.objectContaining({ LINK_NM: '花き卸売市場協会', LINK_URL: 'https://www.jfmaweb.org/new' }));
    expect(res.body).not.toHaveProperty('data');
    expect(
      await systemLogLines(
        ctx.server,
        'link 3 LINK_NM: 日本花き卸売市場協会 → 花き卸売市場協会, LINK_URL: https://www.jfmaweb.org/ → https://www.jfmaweb.org/new',
      ),
    ).toHaveLength(1);
    expect((await api('PUT', '/admins/link/999', { LINK_NM: 'x' })).status).toBe(404);
  });

  it('deletes a link and logs what it was', async () => {
    const res = await api('DELETE', '/admins/link/delete/4');
    expect(res.status).toBe(200);
    expect((await api('GET', '/admins/link?include_suspension_rows=1')).body.datas.some((l: { LINK_CD: number }) => l.LINK_CD === 4)).toBe(false);
    expect(await systemLogLines(ctx.server, 'link 4 deleted: LINK_NM: 花の日持ち管理マニュアル')).toHaveLength(1);
    expect((await api('DELETE', '/admins/link/delete/4')).status).toBe(404);
  });

  it('refuses buyers', async () => {
    expect((await api('POST', '/admins/link', { LINK_NM: 'x', LINK_URL: 'https://a.jp' }, ctx.buyer)).status).toBe(403);
    expect((await api('DELETE', '/admins/link/delete/1', undefined, ctx.buyer)).status).toBe(403);
  });
});
