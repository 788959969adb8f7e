import { createAccount, startTestServer, TEST_NOW, waitFor, type TestServer } from '../helpers';

const DAY = 86_400_000;

describe('passwords: first login, the 3-month prompt, reset by mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await createAccount(server.db, { loginId: 'first1', password: 'first-pass-1', baisanCd: '2001', firstLogin: true });
    await createAccount(server.db, { loginId: 'buyer1', password: 'buyer-pass-1', baisanCd: '2002', email: 'buyer1@example.jp' });
    await createAccount(server.db, {
      loginId: 'old1',
      password: 'old-pass-1',
      baisanCd: '2003',
      passwordChangedAt: new Date(TEST_NOW.getTime() - 122 * DAY),
    });
    await createAccount(server.db, {
      loginId: 'old2',
      password: 'old-pass-2',
      baisanCd: '2004',
      passwordChangedAt: new Date(TEST_NOW.getTime() - 122 * DAY),
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.clock.set(TEST_NOW));

  describe('change-password (first login)', () => {
    it('blocks every other call until the password is changed, then clears is_first_login', async () => {
      const signin = await server.api('POST', '/users/signin', { body: { id: 'first1', password: 'first-pass-1' } });
      expect(signin.body.is_first_login).toBe(true);
      const token = signin.body.token as string;

      const blocked = await server.api('POST', '/users/extends_password', { token });
      expect(blocked.status).toBe(403);
      expect(blocked.body.detail).toBe('初回ログインのため、パスワードを変更してください。');

      const short = await server.api('POST', '/users/change-password', { token, body: { password: 'abc123', token } });
      expect(short.status).toBe(400);
      expect(short.body.detail).toBe('パスワードは8文字以上128文字以内で入力してください。');
      const noDigit = await server.api('POST', '/users/change-password', { token, body: { password: 'abcdefghij' } });
      expect(noDigit.body.detail).toBe('パスワードには英字と数字をそれぞれ1文字以上含めてください。');
      const same = await server.api('POST', '/users/change-password', { token, body: { password: 'first-pass-1' } });
      expect(same.body.detail).toBe('現在と同じパスワードは使用できません。');

      server.clock.advance(60_000);
      const otherDevice = await server.signIn('first1', 'first-pass-1');
      const ok = await server.api('POST', '/users/change-password', { token, body: { password: 'new-first-9', token } });
      expect(ok.status).toBe(200);
      // The session that changed it goes on; the account's other sessions end.
      expect((await server.api('POST', '/users/extends_password', { token })).status).toBe(200);
      expect((await server.api('POST', '/users/refresh', { token: otherDevice })).status).toBe(401);

      expect((await server.api('POST', '/users/signin', { body: { id: 'first1', password: 'first-pass-1' } })).status).toBe(401);
      const again = await server.api('POST', '/users/signin', { body: { id: 'first1', password: 'new-first-9' } });
      expect(again.body).toMatchObject({ is_first_login: false, requires_password_change: false });
      const { rows } = await server.db.query<{ password_changed_at: Date }>(`SELECT password_changed_at FROM accounts WHERE login_id = 'first1'`);
      expect(rows[0].password_changed_at).toEqual(server.clock.now());
    });

    it("after the first login, changes the signed-in user's own password only with the current one", async () => {
      const token = await server.signIn('old2', 'old-pass-2');
      const missing = await server.api('POST', '/users/change-password', { token, body: { password: 'another-pass-2' } });
      expect(missing.status).toBe(400);
      expect(missing.body.detail).toBe('現在のパスワードを入力してください。');
      const wrong = await server.api('POST', '/users/change-password', { token, body: { password: 'another-pass-2', current_password: 'nope-1234' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.detail).toBe('現在のパスワードが正しくありません。');
      expect((await server.api('POST', '/users/signin', { body: { id: 'old2', password: 'old-pass-2' } })).status).toBe(200);

      const ok = await server.api('POST', '/users/change-password', { token, body: { password: 'another-pass-2', current_password: 'old-pass-2' } });
      expect(ok.status).toBe(200);
      // The new password is in force and the 3-month prompt is no longer offered.
      const again = await server.api('POST', '/users/signin', { body: { id: 'old2', password: 'another-pass-2' } });
      expect(again.body).toMatchObject({ is_first_login: false, requires_password_change: false });
    });
  });

  describe('extends_password (次回変更する)', () => {
    it('offers the change for a password older than 3 months until the user puts it off, for 30 days', async () => {
      const first = await server.api('POST', '/users/signin', { body: { id: 'old1', password: 'old-pass-1' } });
      expect(first.body.requires_password_change).toBe(true);
      expect((await server.api('POST', '/users/extends_password', { token: first.body.token })).status).toBe(200);

      const next = await server.api('POST', '/users/signin', { body: { id: 'old1', password: 'old-pass-1' } });
      expect(next.body.requires_password_change).toBe(false);

      server.clock.advance(31 * DAY);
      const later = await server.api('POST', '/users/signin', { body: { id: 'old1', password: 'old-pass-1' } });
      expect(later.body.requires_password_change).toBe(true);
    });
  });

  describe('reset-password and email/verify', () => {
    const mailsTo = (to: string) => server.outbox().filter((m) => m.to === to);
    const linkToken = (text: string) => {
      const match = /http:\/\/localhost:8080\/email\/verify#token=([A-Za-z0-9_-]+)/.exec(text);
      if (!match) throw new Error(`no link in: ${text}`);
      return match[1];
    };
    const requestReset = async (email: string) => {
      const before = mailsTo(email).length;
      const res = await server.api('POST', '/users/reset-password', { body: { email } });
      expect(res.status).toBe(200);
      const mails = await waitFor(() => mailsTo(email).length > before && mailsTo(email));
      return linkToken(mails[mails.length - 1].text);
    };

    it('answers the same whether or not the address is registered, and mails only a registered one', async () => {
      const unknown = await server.api('POST', '/users/reset-password', { body: { email: 'nobody@example.jp' } });
      const known = await server.api('POST', '/users/reset-password', { body: { email: 'BUYER1@example.jp' } });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      const mail = await waitFor(() => mailsTo('BUYER1@example.jp')[0]);
      expect(mail.subject).toBe('【花き市場 Web販売システム】パスワード再設定のご案内');
      expect(mail.text).toContain('buyer1');
      expect(server.outbox().some((m) => m.to === 'nobody@example.jp')).toBe(false);
    });

    it('sets the new password with the mailed token once, and ends the sessions of the account', async () => {
      const session = await server.signIn('buyer1', 'buyer-pass-1');
      const token = await requestReset('buyer1@example.jp');

      // A rejected password does not use up the link.
      const weak = await server.api('POST', '/users/email/verify', { body: { password: 'short1', token } });
      expect(weak.status).toBe(400);

      const ok = await server.api('POST', '/users/email/verify', { body: { password: 'reset-pass-7', token } });
      expect(ok.status).toBe(200);
      expect((await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'reset-pass-7' } })).status).toBe(200);
      expect((await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'buyer-pass-1' } })).status).toBe(401);
      expect((await server.api('POST', '/users/refresh', { token: session })).status).toBe(401);

      const reused = await server.api('POST', '/users/email/verify', { body: { password: 'reset-pass-8', token } });
      expect(reused.status).toBe(400);
      expect(reused.body.detail).toBe('このリンクは無効か、有効期限が切れています。もう一度パスワード再設定を行ってください。');
      expect((await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'reset-pass-7' } })).status).toBe(200);
    });

    it('refuses a token older than 30 minutes and an invented one', async () => {
      const token = await requestReset('buyer1@example.jp');
      server.clock.advance(31 * 60_000);
      expect((await server.api('POST', '/users/email/verify', { body: { password: 'late-pass-11', token } })).status).toBe(400);
      expect((await server.api('POST', '/users/email/verify', { body: { password: 'late-pass-11', token: 'invented' } })).status).toBe(400);
      expect((await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'late-pass-11' } })).status).toBe(401);
    });

    it('sends at most 3 reset mails per account within 30 minutes', async () => {
      server.clock.advance(2 * 3600_000); // clear of the earlier tests' requests
      const before = mailsTo('buyer1@example.jp').length;
      for (let i = 0; i < 5; i++) {
        expect((await server.api('POST', '/users/reset-password', { body: { email: 'buyer1@example.jp' } })).status).toBe(200);
      }
      await server.app.background.idle(); // the mails are sent after the answer
      const since = server.clock.now();
      const { rows } = await server.db.query<{ n: number }>(
        `SELECT count(*) AS n FROM password_reset_tokens t JOIN accounts a ON a.id = t.account_id WHERE a.login_id = 'buyer1' AND t.created_at >= $1`,
        [since],
      );
      expect(rows[0].n).toBe(3);
      await waitFor(() => mailsTo('buyer1@example.jp').length === before + 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo('buyer1@example.jp')).toHaveLength(before + 3);
    });
  });
});
