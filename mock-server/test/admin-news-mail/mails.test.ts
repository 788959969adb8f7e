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
    expect((await call('POST', '/admins/mails', { ...MAIL, category_no: 999 })).body.detail).toBe('指定されたメールカテゴリーは存在しません。');
    expect((await call('POST', '/admins/mails', { ...MAIL, title: '' })).status).toBe(400);
    expect((await call('POST', '/admins/mails', { ...MAIL, text: '' })).status).toBe(400);
    expect((await call('POST', '/admins/mails', { ...MAIL, send_date: '2026-06-16' })).status).toBe(400);
    expect((await call('POST', '/admins/mails', { ...MAIL, send_date: '2026-13-16 07:00' })).body.field).toMatch(/^send_date/);
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
    expect(sent.body.detail).toBe('送信済みのメールは変更・削除できません。');
    expect((await call('DELETE', '/admins/mails/2')).status).toBe(409);
    expect((await call('GET', '/admins/mails', undefined, buyer)).status).toBe(403);
  });
});

describe('bulk mail confirmation and test send', () => {
  const activeAddresses = async () =>
    (
      await server.db.query<{ n: number }>(
        "SELECT count(DISTINCT lower(trim(mail_addr)))::int AS n FROM branches WHERE NOT suspend_flg AND trim(mail_addr) <> ''",
      )
    ).rows[0].n;

  it('counts the recipients a mail of the category goes to: active branches with an address, each address once', async () => {
    const expected = await activeAddresses();
    expect(expected).toBeGreaterThan(0);
    const res = await call('GET', '/admins/mails/recipient-count?category_no=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: expected });
    // A suspended branch and a branch without an address are not recipients; a repeated address counts once.
    const { rows } = await server.db.query<{ id: number; mail_addr: string }>(
      "SELECT id, mail_addr FROM branches WHERE NOT suspend_flg AND trim(mail_addr) <> '' ORDER BY id LIMIT 3",
    );
    await server.db.query('UPDATE branches SET suspend_flg = true WHERE id = $1', [rows[0].id]);
    await server.db.query('UPDATE branches SET mail_addr = upper($2) WHERE id = $1', [rows[1].id, rows[2].mail_addr]);
    try {
      const after = (await call('GET', '/admins/mails/recipient-count?category_no=1')).body.count;
      expect(after).toBe(await activeAddresses());
      expect(after).toBe(expected - 2);
    } finally {
      await server.db.query('UPDATE branches SET suspend_flg = false WHERE id = $1', [rows[0].id]);
      await server.db.query('UPDATE branches SET mail_addr = $2 WHERE id = $1', [rows[1].id, rows[1].mail_addr]);
    }
    expect((await call('GET', '/admins/mails/recipient-count')).body).toEqual({ count: expected });
    const unknown = await call('GET', '/admins/mails/recipient-count?category_no=999');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ detail: '指定されたメールカテゴリーは存在しません。', code: 'mail_category_not_found', field: 'category_no' });
    expect((await call('GET', '/admins/mails/recipient-count?category_no=1', undefined, buyer)).status).toBe(403);
  });

  it("test-sends a mail to the signed-in administrator's own address only and leaves it unsent", async () => {
    const created = (await call('POST', '/admins/mails', { ...MAIL, send_date: '2026-06-15 09:00' })).body;
    const before = server.outbox().length;
    const res = await call('POST', `/admins/mails/${created.MAIL_NO}/test-send`, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'admin@flower-market.example.jp に試験送信しました。', to: 'admin@flower-market.example.jp' });
    const sent = server.outbox().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'admin@flower-market.example.jp', subject: '【試験送信】明日の入荷予定', text: 'バラが入荷します。' });
    // The mail is neither marked sent nor listed for delivery, though its send date has passed.
    const row = (await call('GET', '/admins/mails?status=unsent')).body.datas.find((mail: { MAIL_NO: number }) => mail.MAIL_NO === created.MAIL_NO);
    expect(row).toMatchObject({ MAIL_SEND_DATE: '', DELIVERY_TOTAL: 0 });
    const listed = await server.db.query('SELECT 1 FROM mail_deliveries WHERE mail_no = $1', [created.MAIL_NO]);
    expect(listed.rows).toHaveLength(0);

    const byBuyer = await call('POST', `/admins/mails/${created.MAIL_NO}/test-send`, {}, buyer);
    expect(byBuyer.status).toBe(403);
    expect((await call('POST', '/admins/mails/99999/test-send', {})).status).toBe(404);
    expect(server.outbox().slice(before)).toHaveLength(1);
  });

  it('refuses the test send in Japanese when the administrator has no address, and sends nothing', async () => {
    await server.db.query("UPDATE accounts SET email = '' WHERE login_id = 'admin'");
    try {
      const before = server.outbox().length;
      const res = await call('POST', '/admins/mails/3/test-send', {});
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        detail: '管理者アカウントにメールアドレスが登録されていないため、試験送信できません。',
        code: 'no_own_mail_address',
        field: 'email',
      });
      expect(server.outbox()).toHaveLength(before);
    } finally {
      await server.db.query("UPDATE accounts SET email = 'admin@flower-market.example.jp' WHERE login_id = 'admin'");
    }
  });
});
