import { startTestServer, type TestServer } from './helpers';
import { ACCOUNTS, TEST_OPTIONS } from './buyer-fixtures';

let server: TestServer;
let admin: string;
let buyer: string;

beforeAll(async () => {
  server = await startTestServer(TEST_OPTIONS);
  admin = await server.signIn(...ACCOUNTS.admin);
  buyer = await server.signIn(...ACCOUNTS.head1001);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (path: string, token = admin) => server.api('GET', path, { token });

describe('GET /admins/link', () => {
  it('lists links without suspended rows by default and with them on include_suspension_rows=1', async () => {
    const res = await get('/admins/link');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentPage: 1, totalPages: 1, total: 4, isFirstPage: true, isLastPage: true });
    expect(res.body.datas[0]).toEqual({ LINK_CD: 1, LINK_NM: '農林水産省 花き関連情報', LINK_URL: 'https://www.maff.go.jp/j/seisan/kaki/flower/', SUSPEND_FLG: false });
    const all = await get('/admins/link?include_suspension_rows=1');
    expect(all.body.total).toBe(5);
    expect(all.body.datas.at(-1).SUSPEND_FLG).toBe(true);
  });

  it('searches name and URL and pages', async () => {
    expect((await get('/admins/link?query=気象')).body.datas.map((l: { LINK_CD: number }) => l.LINK_CD)).toEqual([2]);
    expect((await get('/admins/link?query=100%25')).body.total).toBe(0);
    const page = await get('/admins/link?per=3&page=2');
    expect(page.body).toMatchObject({ currentPage: 2, totalPages: 2, per: 3, total: 4, isLastPage: true });
    expect(page.body.datas).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    expect((await get('/admins/link', buyer)).status).toBe(403);
    expect((await server.api('GET', '/admins/link')).status).toBe(401);
    expect((await get('/admins/link?include_suspension_rows=2')).status).toBe(400);
  });
});

describe('GET /admins/news', () => {
  it('lists every news including suspended ones, 50 a page, with Japan-time dates', async () => {
    const res = await get('/admins/news');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per: 50, total: 10, currentPage: 1 });
    const suspended = res.body.datas.find((n: { INFORMATION_CD: number }) => n.INFORMATION_CD === 8);
    expect(suspended.SUSPEND_FLG).toBe(true);
    const important = res.body.datas.find((n: { INFORMATION_CD: number }) => n.INFORMATION_CD === 1);
    // Seeded to start yesterday at 08:00 Japan time.
    expect(important).toMatchObject({ IMPORTANT_FLG: true, CATEGORY_NM: 'お知らせ', START_DATE: '2026/06/14 08:00', DATE: '2026/06/14' });
    const withFile = res.body.datas.find((n: { INFORMATION_CD: number }) => n.INFORMATION_CD === 2);
    expect(withFile.FILE_GET_URL).toMatch(/^\/files\/news\/2\//);
  });

  it('pages with per and page', async () => {
    const res = await get('/admins/news?per=4&page=3');
    expect(res.body).toMatchObject({ totalPages: 3, isLastPage: true });
    expect(res.body.datas).toHaveLength(2);
    expect((await get('/admins/news', buyer)).status).toBe(403);
  });

  it('accepts the common list parameters the admin list screen sends', async () => {
    const res = await get('/admins/news?include_suspension_rows=0&page=1&per=50&query=');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per: 50, currentPage: 1 });
  });
});
