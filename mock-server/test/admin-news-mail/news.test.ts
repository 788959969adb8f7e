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

const NEW_NEWS = {
  DATE: '2026-06-15',
  CATEGORY_NM: 'お知らせ',
  START_DATE: '2026-06-15 09:00',
  END_DATE: '2026/06/30 18:00',
  TITLE: '臨時休市のお知らせ',
  DESCRIPTION: '<h1>臨時休市</h1><p><b>6月20日</b>は<span style="color: red;">休市</span>です。</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  IMPORTANT_FLG: false,
  SUSPEND_FLG: false,
};

describe('GET /admins/news', () => {
  it('lists news newest first, 50 a page, without suspended ones unless include_suspension_rows=1', async () => {
    const res = await call('GET', '/admins/news');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per: 50, total: 9, currentPage: 1 });
    expect(res.body.datas.some((n: { SUSPEND_FLG: boolean }) => n.SUSPEND_FLG)).toBe(false);
    const all = await call('GET', '/admins/news?include_suspension_rows=1');
    expect(all.body.total).toBe(10);
    const important = all.body.datas.find((n: { INFORMATION_CD: number }) => n.INFORMATION_CD === 1);
    expect(important).toMatchObject({ IMPORTANT_FLG: true, CATEGORY_NM: 'お知らせ', START_DATE: '2026/06/14 08:00', DATE: '2026/06/14' });
    const withFile = all.body.datas.find((n: { INFORMATION_CD: number }) => n.INFORMATION_CD === 2);
    expect(withFile.FILE_GET_URL).toMatch(/^\/files\/news\/2\//);
  });

  it('searches titles and categories and pages', async () => {
    const found = await call('GET', '/admins/news?query=駐車場');
    expect(found.body.datas.map((n: { INFORMATION_CD: number }) => n.INFORMATION_CD)).toEqual([7]);
    const page = await call('GET', '/admins/news?per=4&page=3&include_suspension_rows=1');
    expect(page.body).toMatchObject({ totalPages: 3, isLastPage: true });
    expect(page.body.datas).toHaveLength(2);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/admins/news', undefined, buyer)).status).toBe(403);
    expect((await server.api('GET', '/admins/news')).status).toBe(401);
    expect((await call('GET', '/admins/news?include_suspension_rows=2')).status).toBe(400);
    // What the admin list screen sends.
    expect((await call('GET', '/admins/news?include_suspension_rows=0&page=1&per=50&query=')).body).toMatchObject({ per: 50, currentPage: 1, total: 9 });
  });
});

describe('POST /admins/news', () => {
  it('keeps <strong> and <b> alike: both are bold under the one rich-text policy', async () => {
    const res = await call('POST', '/admins/news', { ...NEW_NEWS, DESCRIPTION: '<p><strong>重要</strong>と<b>太字</b></p>' });
    expect(res.status).toBe(200);
    expect(res.body.DESCRIPTION).toBe('<p><strong>重要</strong>と<b>太字</b></p>');
    const updated = await call('PUT', `/admins/news/${res.body.INFORMATION_CD}`, { DESCRIPTION: '<h2>見出し</h2><p><strong>更新</strong></p>' });
    expect(updated.body.DESCRIPTION).toBe('<h2>見出し</h2><p><strong>更新</strong></p>');
    await call('DELETE', `/admins/news/delete/${res.body.INFORMATION_CD}`);
  });

  it('creates a news with sanitised HTML, Japan-time dates and a system log line', async () => {
    const logId = await lastLogId(server.db);
    const res = await call('POST', '/admins/news', NEW_NEWS);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      DATE: '2026/06/15',
      START_DATE: '2026/06/15 09:00',
      END_DATE: '2026/06/30 18:00',
      CATEGORY_NM: 'お知らせ',
      FILE_URL: null,
      FILE_PUT_URL: expect.stringMatching(/^\/files\/news\//),
    });
    expect(res.body.DESCRIPTION).toBe('<h1>臨時休市</h1><p><b>6月20日</b>は<span style="color: red;">休市</span>です。</p>');
    const { rows } = await server.db.query<{ start_date: Date; description: string }>('SELECT start_date, description FROM news WHERE information_cd = $1', [
      res.body.INFORMATION_CD,
    ]);
    expect(rows[0].start_date.toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(rows[0].description).not.toMatch(/script|onerror/);
    const lines = await logLinesSince(server.db, logId);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^news ${res.body.INFORMATION_CD} created: DATE: 2026/06/15, CATEGORY_NM: お知らせ`))]);
  });

  it('always answers a signed PUT URL; the file is attached only once its bytes arrive there', async () => {
    const logId = await lastLogId(server.db);
    const res = await call('POST', '/admins/news', { ...NEW_NEWS, TITLE: '添付あり', FILE_NAME: '出荷案内.pdf' });
    const id = res.body.INFORMATION_CD;
    expect(res.body).toMatchObject({ FILE_URL: null, FILE_GET_URL: null });
    expect(res.body.FILE_PUT_URL).toMatch(new RegExp(`^/files/news/${id}/[0-9a-f]{16}\\.pdf\\?expires=\\d+&type=application%2Fpdf&nonce=[\\w-]+&sig=`));
    // Before the upload: no attachment anywhere.
    expect((await call('GET', `/users/news/${id}`, undefined, buyer)).body.FILE_GET_URL).toBeNull();
    const put = await server.api('PUT', res.body.FILE_PUT_URL, { body: Buffer.from('%PDF-1.4 test'), headers: { 'content-type': 'application/pdf' } });
    expect(put.status).toBe(200);
    const listed = (await call('GET', '/admins/news?query=添付あり')).body.datas[0];
    expect(listed).toMatchObject({ INFORMATION_CD: id, FILE_URL: '出荷案内.pdf', FILE_GET_URL: expect.stringMatching(`^/files/news/${id}/`) });
    const read = await call('GET', `/users/news/${id}`, undefined, buyer);
    expect(read.status).toBe(200);
    const file = await fetch(server.url + read.body.FILE_GET_URL);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 test');
    expect(await logLinesSince(server.db, logId)).toEqual([
      expect.stringMatching(new RegExp(`^news ${id} created: .*FILE_URL: 出荷案内\\.pdf$`)),
      expect.stringMatching(new RegExp(`^news ${id} FILE_KEY: ∅ → news/${id}/[0-9a-f]{16}\\.pdf$`)),
    ]);
  });

  it('a news saved without a file stays without one; its unused URL still takes a file later', async () => {
    const res = await call('POST', '/admins/news', { ...NEW_NEWS, TITLE: '添付なし' });
    const id = res.body.INFORMATION_CD;
    expect(res.body.FILE_PUT_URL).toMatch(new RegExp(`^/files/news/${id}/[0-9a-f]{16}\\?`));
    expect((await call('GET', '/admins/news?query=添付なし')).body.datas[0]).toMatchObject({ FILE_URL: null, FILE_GET_URL: null });
    expect((await call('GET', `/users/news/${id}`, undefined, buyer)).body).toMatchObject({ FILE_URL: null, FILE_GET_URL: null });
    expect(await call('DELETE', `/admins/news/file/delete/${id}`)).toMatchObject({ status: 404, body: { detail: 'ファイルが存在しません。' } });
    // Without a name the server cannot tell the type: the URL takes application/octet-stream only.
    expect((await server.api('PUT', res.body.FILE_PUT_URL, { body: Buffer.from('<p>'), headers: { 'content-type': 'text/html' } })).status).toBe(415);
    await server.api('PUT', res.body.FILE_PUT_URL, { body: Buffer.from('plain'), headers: { 'content-type': 'application/octet-stream' } });
    const listed = (await call('GET', '/admins/news?query=添付なし')).body.datas[0];
    expect(listed.FILE_URL).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a new file named by PUT replaces the old one; an upload for a deleted news is not kept', async () => {
    const created = await call('POST', '/admins/news', { ...NEW_NEWS, TITLE: '差し替え', FILE_NAME: 'old.pdf' });
    const id = created.body.INFORMATION_CD;
    await server.api('PUT', created.body.FILE_PUT_URL, { body: Buffer.from('old'), headers: { 'content-type': 'application/pdf' } });
    const oldUrl = (await call('GET', '/admins/news?query=差し替え')).body.datas[0].FILE_GET_URL;
    const updated = await call('PUT', `/admins/news/${id}`, { FILE_NAME: '新しい案内.png' });
    expect(updated.body).toMatchObject({ FILE_URL: null, FILE_PUT_URL: expect.stringMatching(new RegExp(`^/files/news/${id}/[0-9a-f]{16}\\.png\\?`)) });
    expect((await server.api('GET', oldUrl)).status).toBe(404);
    await server.api('PUT', updated.body.FILE_PUT_URL, { body: Buffer.from('png'), headers: { 'content-type': 'image/png' } });
    const listed = (await call('GET', '/admins/news?query=差し替え')).body.datas[0];
    expect(listed.FILE_URL).toBe('新しい案内.png');
    expect(await (await fetch(server.url + listed.FILE_GET_URL)).text()).toBe('png');

    const doomed = await call('POST', '/admins/news', { ...NEW_NEWS, TITLE: '削除予定', FILE_NAME: 'x.pdf' });
    await call('DELETE', `/admins/news/delete/${doomed.body.INFORMATION_CD}`);
    expect((await server.api('PUT', doomed.body.FILE_PUT_URL, { body: Buffer.from('late'), headers: { 'content-type': 'application/pdf' } })).status).toBe(200);
    const key = decodeURIComponent(new URL(doomed.body.FILE_PUT_URL, server.url).pathname.slice('/files/'.length));
    expect(await server.app.fileStore.get(key)).toBeNull();
  });

  it('refuses bad dates, an end before the start, unknown categories and unknown fields', async () => {
    const bad = async (patch: Record<string, unknown>) => (await call('POST', '/admins/news', { ...NEW_NEWS, ...patch })).body;
    expect(await bad({ DATE: '2026-02-30' })).toMatchObject({ field: expect.stringMatching(/^DATE/), detail: '日付はYYYY-MM-DDの形式で入力してください。' });
    expect(await bad({ START_DATE: '2026-06-15 25:00' })).toMatchObject({ field: expect.stringMatching(/^START_DATE/) });
    expect(await bad({ END_DATE: '2026-06-01 00:00' })).toMatchObject({ detail: '終了日時は開始日時以降を指定してください。' });
    expect(await bad({ CATEGORY_NM: 'ない' })).toMatchObject({ detail: '指定されたカテゴリーは存在しません。' });
    expect(await bad({ TITLE: '' })).toMatchObject({ field: expect.stringMatching(/TITLE/) });
    expect((await call('POST', '/admins/news', { ...NEW_NEWS, bogus: 1 })).status).toBe(400);
    expect((await call('POST', '/admins/news', NEW_NEWS, buyer)).status).toBe(403);
  });
});

describe('PUT /admins/news/{id}', () => {
  it('switches 重要 alone and logs only that field', async () => {
    const logId = await lastLogId(server.db);
    const res = await call('PUT', '/admins/news/3', { IMPORTANT_FLG: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ INFORMATION_CD: 3, IMPORTANT_FLG: true, SUSPEND_FLG: false });
    expect(await logLinesSince(server.db, logId)).toEqual(['news 3 IMPORTANT_FLG: false → true']);
  });

  it('an important news sends every buyer to it until read', async () => {
    const signIn = await server.api('POST', '/users/signin', { body: { id: '1001-002', password: 'buyer-pass-2' } });
    expect(signIn.body.news_ids).toContain(3);
  });

  it('updates every spec field, sanitises again, and 404s an unknown news', async () => {
    const res = await call('PUT', '/admins/news/4', {
      DATE: '2026/06/16',
      CATEGORY_NM: '',
      START_DATE: '2026-06-16 00:00',
      END_DATE: '2026-06-17 00:00',
      TITLE: '更新',
      DESCRIPTION: '<h2 onclick="x()">見出し</h2>',
      IMPORTANT_FLG: false,
      SUSPEND_FLG: true,
    });
    expect(res.body).toMatchObject({ DATE: '2026/06/16', CATEGORY_NM: '', TITLE: '更新', DESCRIPTION: '<h2>見出し</h2>', SUSPEND_FLG: true });
    expect((await call('PUT', '/admins/news/99999', { SUSPEND_FLG: true })).status).toBe(404);
  });

  it('a suspended news or one outside its dates is hidden from buyers', async () => {
    expect((await call('GET', '/users/news/4', undefined, buyer)).status).toBe(404);
    const created = await call('POST', '/admins/news', { ...NEW_NEWS, START_DATE: '2026-07-01 00:00', END_DATE: '2026-07-02 00:00' });
    expect((await call('GET', `/users/news/${created.body.INFORMATION_CD}`, undefined, buyer)).status).toBe(404);
  });
});

describe('DELETE /admins/news/file/delete/{id} and /admins/news/delete/{id}', () => {
  it('deletes the file, then says ファイルが存在しません。', async () => {
    const res = await call('DELETE', '/admins/news/file/delete/2');
    expect(res).toMatchObject({ status: 200, body: { message: 'ファイルを削除しました' } });
    expect((await call('GET', '/admins/news?query=年末年始')).body.datas[0]).toMatchObject({ FILE_URL: null, FILE_GET_URL: null });
    const again = await call('DELETE', '/admins/news/file/delete/2');
    expect(again).toMatchObject({ status: 404, body: { detail: 'ファイルが存在しません。' } });
  });

  it('deletes a news with its log line', async () => {
    const logId = await lastLogId(server.db);
    expect((await call('DELETE', '/admins/news/delete/6')).status).toBe(200);
    expect((await call('DELETE', '/admins/news/delete/6')).status).toBe(404);
    expect((await logLinesSince(server.db, logId))[0]).toMatch(/^news 6 deleted: /);
  });
});
