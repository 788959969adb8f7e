import { announceNewsGoneLive } from '../../src/areas/admin-news-mail/news-events';
import { areaDeps } from '../../src/http/area-deps';
import type { TestServer } from '../helpers';
import { startAdminServer } from './admin-news-fixtures';

/**
 * Migration 029: a news saved with a later start tells buyers when it goes live, once,
 * as a save that makes it visible does (important: news_important, else news_published); one
 * that was visible when saved was announced by the save and is not announced again.
 */
let server: TestServer;
let admin: string;
let buyer: string;

beforeAll(async () => {
  ({ server, admin, buyer } = await startAdminServer());
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Row = { kind: string; title: string; link: string; important: boolean };
const bell = async (): Promise<Row[]> => (await server.api('GET', '/users/notifications?per=100', { token: buyer })).body.datas;
const news = (title: string, start: string, important: boolean) => ({
  DATE: '2026-06-15',
  CATEGORY_NM: 'お知らせ',
  START_DATE: start,
  END_DATE: '2026-06-30 18:00',
  TITLE: title,
  DESCRIPTION: '<p>本文</p>',
  IMPORTANT_FLG: important,
  SUSPEND_FLG: false,
});

describe('news that go live later', () => {
  it('are announced once when their start time comes, and a news visible when saved is not announced twice', async () => {
    // The test clock is 2026-06-15 10:00 Japan time.
    const later = await server.api('POST', '/admins/news', { token: admin, body: news('午後の入荷情報', '2026-06-15 11:00', false) });
    const laterImportant = await server.api('POST', '/admins/news', { token: admin, body: news('午後の臨時休場', '2026-06-15 11:00', true) });
    const now = await server.api('POST', '/admins/news', { token: admin, body: news('本日の入荷情報', '2026-06-15 09:00', false) });
    expect([later.status, laterImportant.status, now.status]).toEqual([200, 200, 200]);
    const before = await bell();
    expect(before.filter((r) => r.title.includes('本日の入荷情報'))).toHaveLength(1);
    expect(before.some((r) => r.title.includes('午後の'))).toBe(false);

    // Nothing has gone live yet: the sweep says nothing.
    await announceNewsGoneLive(areaDeps(server.app));
    expect(await bell()).toHaveLength(before.length);

    server.clock.advance(61 * 60_000);
    try {
      await announceNewsGoneLive(areaDeps(server.app));
      await announceNewsGoneLive(areaDeps(server.app));
      const after = await bell();
      expect(after).toHaveLength(before.length + 2);
      expect(after.find((r) => r.title.includes('午後の入荷情報'))).toMatchObject({ kind: 'news_published', link: `/news/${later.body.INFORMATION_CD}` });
      expect(after.find((r) => r.title.includes('午後の臨時休場'))).toMatchObject({
        kind: 'news_important',
        link: `/news/important/${laterImportant.body.INFORMATION_CD}`,
        important: true,
      });
      expect(after.filter((r) => r.title.includes('本日の入荷情報'))).toHaveLength(1);
    } finally {
      server.clock.advance(-61 * 60_000);
    }
  });

  it('announces a suspended and resumed news through its save, never again by the sweep', async () => {
    const saved = await server.api('POST', '/admins/news', { token: admin, body: news('再開テスト', '2026-06-15 09:00', false) });
    const id = saved.body.INFORMATION_CD;
    await server.api('PUT', `/admins/news/${id}`, { token: admin, body: { SUSPEND_FLG: true } });
    const suspended = (await bell()).length;
    await announceNewsGoneLive(areaDeps(server.app));
    expect(await bell()).toHaveLength(suspended);
    // Resumed: its save announces it; the sweep does not add a second row.
    await server.api('PUT', `/admins/news/${id}`, { token: admin, body: { SUSPEND_FLG: false } });
    await announceNewsGoneLive(areaDeps(server.app));
    const rows = (await bell()).filter((r) => r.title.includes('再開テスト'));
    expect(rows).toHaveLength(2);
  });
});
