import { startTestServer, type TestServer } from '../helpers';
import { ACCOUNTS, TEST_OPTIONS } from '../buyer-fixtures';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer(TEST_OPTIONS);
  token = await server.signIn(...ACCOUNTS.head1001);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (path: string, t = token) => server.api('GET', path, { token: t });

describe('GET /users/news', () => {
  it('pages the news visible now, important first, without suspended, expired or future ones', async () => {
    const res = await get('/users/news?per=3&page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentPage: 1, totalPages: 3, per: 3, total: 7, isFirstPage: true, isLastPage: false });
    expect(res.body.datas[0]).toMatchObject({ INFORMATION_CD: 1, IMPORTANT_FLG: true, CATEGORY_NM: 'お知らせ', is_read: true });
    const all = await get('/users/news?per=50');
    const ids = all.body.datas.map((n: { INFORMATION_CD: number }) => n.INFORMATION_CD);
    expect(ids).toHaveLength(7);
    expect(ids).not.toContain(8);
    expect(ids).not.toContain(9);
    expect(ids).not.toContain(10);
    const last = await get('/users/news?per=3&page=3');
    expect(last.body).toMatchObject({ currentPage: 3, isLastPage: true, isFirstPage: false });
    expect(last.body.datas).toHaveLength(1);
  });

  it('defaults to 10 a page and rejects a bad page', async () => {
    expect((await get('/users/news')).body.per).toBe(10);
    const bad = await get('/users/news?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/page/);
  });
});

describe('GET /users/news/{id}', () => {
  it('marks the important news read, so the next sign-in has no news_ids', async () => {
    const signIn = await server.api('POST', '/users/signin', { body: { id: '1001-002', password: 'buyer-pass-2' } });
    expect(signIn.body.news_ids).toEqual([1]);
    const res = await get('/users/news/1', signIn.body.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      INFORMATION_CD: 1,
      IMPORTANT_FLG: true,
      TITLE: '【重要】Web販売システムのメンテナンスについて',
      FILE_URL: null,
      FILE_GET_URL: null,
    });
    expect(res.body.START_DATE).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    const again = await server.api('POST', '/users/signin', { body: { id: '1001-002', password: 'buyer-pass-2' } });
    expect(again.body.news_ids).toEqual([]);
  });

  it('hands out the attached file through a signed URL that expires in 5400 s', async () => {
    const res = await get('/users/news/2');
    expect(res.body.FILE_URL).toBe('年末年始の営業日程.pdf');
    const url = new URL(res.body.FILE_GET_URL, server.url);
    expect(url.pathname).toBe('/files/news/2/nenmatsu-nenshi.pdf');
    expect(Number(url.searchParams.get('expires'))).toBe(server.clock.now().getTime() / 1000 + 5400);
    expect(url.searchParams.get('sig')).toBeTruthy();
  });

  it('sanitises the description to headings, bold and the four colours', async () => {
    await server.db.query(
      `UPDATE news SET description = '<h2>見出し</h2><script>alert(1)</script><p onclick="x()"><span style="color: green">緑</span><span style="color: #0000ff">青</span><a href="https://evil.example">リンク</a></p>' WHERE information_cd = 3`,
    );
    const res = await get('/users/news/3');
    expect(res.body.DESCRIPTION).toBe('<h2>見出し</h2><p><span>緑</span><span style="color: blue;">青</span>リンク</p>');
  });

  it('answers 404 for a suspended, expired or unknown news and 400 for a bad id', async () => {
    for (const id of [8, 9, 10, 999]) expect((await get(`/users/news/${id}`)).status).toBe(404);
    expect((await get('/users/news/abc')).status).toBe(400);
  });
});

describe('GET /users/mypage', () => {
  it("shows the latest news, this month's schedule with its note, and the active links", async () => {
    const res = await get('/users/mypage');
    expect(res.status).toBe(200);
    expect(res.body.month).toBe('2026-06');
    expect(res.body.news).toHaveLength(5);
    expect(res.body.schedules.length).toBeGreaterThan(4);
    for (const s of res.body.schedules) {
      expect(s.date).toMatch(/^2026\/06\/\d{2}$/);
      expect(s.color_code).toMatch(/^#[0-9a-f]{6}$/i);
    }
    // Sundays are market holidays in the sample calendar: 2026-06-14 is one.
    expect(res.body.schedules).toContainEqual({ date: '2026/06/14', label: '休市', color_code: '#d0021b' });
    expect(res.body.calendar_note).not.toBe('');
    expect(res.body.links).toHaveLength(4);
    expect(res.body.links[0]).toEqual({ link: 'https://www.maff.go.jp/j/seisan/kaki/flower/', label: '農林水産省 花き関連情報' });
  });

  it('shows another month on request and rejects a bad month', async () => {
    const next = await get('/users/mypage?month=2026-07');
    expect(next.body.schedules.every((s: { date: string }) => s.date.startsWith('2026/07/'))).toBe(true);
    expect(next.body.calendar_note).toBe('7月の特売日は隔週金曜日です。次回予約をご利用ください。');
    const empty = await get('/users/mypage?month=2025-01');
    expect(empty.body).toMatchObject({ schedules: [], calendar_note: '' });
    const bad = await get('/users/mypage?month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('年月はYYYY-MMの形式で入力してください。');
  });
});
