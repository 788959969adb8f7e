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
const MAIL = { send_date: '2026-06-16 07:00', title: '明日の入荷予定', text: '<p><b>バラ</b>が入荷します。</p><script>x()</script>', category_no: 1 };

describe('/admins/mail/categories', () => {
  it('lists every category with per 10,000,000 and creates one (1–10 characters), logged', async () => {
    const list = await call('GET', '/admins/mail/categories?per=10000000&page=1');
    expect(list.status).toBe(200);
    expect(list.body.datas[0]).toEqual({
      CATEGORY_NO: 1,
      CATEGORY: expect.any(String),
      CREATE_DATE: expect.stringMatching(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/),
      UPDATE_DATE: expect.any(String),
    });
    const logId = await lastLogId(server.db);
    const created = await call('POST', '/admins/mail/categories', { category: '臨時連絡' });
    expect(created.body).toMatchObject({ CATEGORY: '臨時連絡', CREATE_DATE: '2026/06/15 10:00' });
    expect(await logLinesSince(server.db, logId)).toEqual([`mail_category ${created.body.CATEGORY_NO} created: CATEGORY: 臨時連絡`]);
    expect((await call('POST', '/admins/mail/categories', { category: '' })).status).toBe(400);
    expect((await call('POST', '/admins/mail/categories', { category: '12345678901' })).status).toBe(400);
    expect((await call('POST', '/admins/mail/categories', { category: 'x' }, buyer)).status).toBe(403);
  });
});

describe('/admins/mails', () => {
  it('lists mails newest first, 50 a page, sent or unsent by MAIL_SEND_DATE', async () => {
    const all = await call('GET', '/admins/mails');
    expect(all.body).toMatchObject({ per: 50, total: 4 });
    expect(all.body.datas.map((mail: { MAIL_NO: number }) => mail.MAIL_NO)).toEqual([4, 3, 2, 1]);
    expect(all.body.datas[0]).toMatchObject({ MAIL_SEND_DATE: '', MAIL_SEND_START_DATE: '2026/06/20 18:00', DELIVERY_TOTAL: 0, DELIVERY_PROBLEMS: [] });
    expect((await call('GET', '/admins/mails?status=sent')).body.datas.map((mail: { MAIL_NO: number }) => mail.MAIL_NO)).toEqual([2, 1]);
    expect((await call('GET', '/admins/mails?status=unsent')).body.datas.map((mail: { MAIL_NO: number }) => mail.MAIL_NO)).toEqual([4, 3]);
  });

  it('creates a mail with a sanitised body at a Japan-time send date, logged', async () => {
    const logId = await lastLogId(server.db);
    const res = await call('POST', '/admins/mails', MAIL);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      MAIL_TITLE: '明日の入荷予定',
      MAIL_TEXT: '<p><b>バラ</b>が入荷します。</p>',
      MAIL_SEND_START_DATE: '2026/06/16 07:00',
      MAIL_SEND_DATE: '',
      MAIL_CATEGORY_NO: 1,
    });
    expect((await logLinesSince(server.db, logId))[0]).toMatch(new RegExp(`^mail ${res.body.MAIL_NO} created: `));
  });

  it('validates the body', async () => {
    expect((await call('POST', '/admins/mails', { ...MAIL, category_no: 999 })).body.message).toBe('指定されたメールカテゴリーは存在しません。');
    expect((await call('POST', '/admins/mails', { ...MAIL, title: '' })).status).toBe(400);
    expect((await call('POST', '/admins/mails', { ...MAIL, text: '' })).status).toBe(400);
    expect((await call('POST', '/admins/mails', { ...MAIL, send_date: '2026-06-16' })).status).toBe(400);
    expect((await call('POST', '/admins/mails', { ...MAIL, send_date: '2026-13-16 07:00' })).body.detail).toMatch(/^send_date/);
  });

  it('updates and deletes an unsent mail; both are 409 once it was sent', async () => {
    const created = (await call('POST', '/admins/mails', MAIL)).body;
    const logId = await lastLogId(server.db);
    const updated = await call('PUT', `/admins/mails/${created.MAIL_NO}`, { ...MAIL, title: '変更後', send_date: '2026/06/17 08:30' });
    expect(updated.body).toMatchObject({ MAIL_TITLE: '変更後', MAIL_SEND_START_DATE: '2026/06/17 08:30' });
    expect(await logLinesSince(server.db, logId)).toEqual([
      `mail ${created.MAIL_NO} MAIL_TITLE: 明日の入荷予定 → 変更後, MAIL_SEND_START_DATE: 2026/06/16 07:00 → 2026/06/17 08:30`,
    ]);
    expect((await call('DELETE', `/admins/mails/${created.MAIL_NO}`)).status).toBe(200);
    expect((await call('DELETE', `/admins/mails/${created.MAIL_NO}`)).status).toBe(404);
    const sent = await call('PUT', '/admins/mails/1', MAIL);
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe('送信済みのメールは変更・削除できません。');
    expect((await call('DELETE', '/admins/mails/2')).status).toBe(409);
    expect((await call('GET', '/admins/mails', undefined, buyer)).status).toBe(403);
  });
});
