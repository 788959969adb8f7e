import { buildApp } from '../../src/app';
import { createAccount, startTestServer, TEST_NOW, waitFor, type TestServer } from '../helpers';

const MINUTE = 60_000;

describe('POST /users/signin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, config: { throttle: { perLogin: 3, perAddress: 6, perDevice: 3, windowMs: 15 * MINUTE } } });
    await createAccount(server.db, { loginId: 'buyer1', password: 'buyer-pass-1', baisanCd: '2001', eda: '001', email: 'buyer1@example.jp' });
    await createAccount(server.db, { loginId: 'admin1', password: 'admin-pass-1', isAdmin: true });
    await createAccount(server.db, { loginId: 'nopermit', password: 'buyer-pass-3', baisanCd: '2002', eda: '002', buyPermit: false });
    await createAccount(server.db, { loginId: 'stopped', password: 'buyer-pass-4', baisanCd: '2003', suspended: true });
  });
  afterAll(() => server.close());
  /** A second app over the same database, behind "one proxy hop" (TRUST_PROXY=1). */
  let proxied: Pick<TestServer, 'api' | 'clock'>;
  let closeProxied: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const app = await buildApp({ db: server.db, clock: server.clock, config: { ...server.config, trustProxy: 1 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    closeProxied = () => app.close();
    proxied = {
      clock: server.clock,
      api: async (method, path, options = {}) => {
        const res = await fetch(`${base}/api/v1${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...options.headers },
          body: JSON.stringify(options.body),
        });
        return { status: res.status, body: await res.json(), headers: res.headers };
      },
    };
  });
  afterAll(() => closeProxied());
  beforeEach(async () => {
    await server.db.query('DELETE FROM login_failures');
    server.clock.set(TEST_NOW);
  });

  it('answers the session fields of spec §3 for a buyer', async () => {
    const res = await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'buyer-pass-1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      requires_password_change: false,
      branch_number: '001',
      branch_name: 'テスト支店001',
      baisan_cd: '2001',
      is_admin: false,
      is_first_login: false,
      news_ids: [],
      BUY_PERMIT_FLG: true,
      device_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('stores only a hash of the token', async () => {
    const { body } = await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'buyer-pass-1' } });
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM sessions WHERE token_hash = $1', [body.token]);
    expect(rows[0].n).toBe(0);
  });

  it('answers BUY_PERMIT_FLG false for a branch without purchase permission, and is_admin for an administrator', async () => {
    const buyer = await server.api('POST', '/users/signin', { body: { id: 'nopermit', password: 'buyer-pass-3' } });
    expect(buyer.body).toMatchObject({ BUY_PERMIT_FLG: false, branch_number: '002' });
    const admin = await server.api('POST', '/users/signin', { body: { id: 'admin1', password: 'admin-pass-1' } });
    expect(admin.body).toMatchObject({ is_admin: true, branch_number: null, baisan_cd: null });
  });

  it('gives a wrong id and a wrong password the same 401 answer', async () => {
    const wrongId = await server.api('POST', '/users/signin', { body: { id: 'nobody', password: 'buyer-pass-1' } });
    const wrongPassword = await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'buyer-pass-9' } });
    const suspended = await server.api('POST', '/users/signin', { body: { id: 'stopped', password: 'buyer-pass-4' } });
    expect(wrongId.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(suspended.status).toBe(401);
    expect(wrongId.body).toEqual(wrongPassword.body);
    expect(suspended.body).toEqual(wrongPassword.body);
    expect(wrongId.body.detail).toBe('ログインIDまたはパスワードが正しくありません。');
  });

  it('lists the unread, running, important news in news_ids', async () => {
    const insert = async (title: string, important: boolean, suspended: boolean, startOffsetDays: number, endOffsetDays: number) => {
      const { rows } = await server.db.query<{ information_cd: number }>(
        `INSERT INTO news (date, start_date, end_date, title, important_flg, suspend_flg)
         VALUES ('2026-06-15', $1, $2, $3, $4, $5) RETURNING information_cd`,
        [new Date(TEST_NOW.getTime() + startOffsetDays * 86_400_000), new Date(TEST_NOW.getTime() + endOffsetDays * 86_400_000), title, important, suspended],
      );
      return rows[0].information_cd;
    };
    const running = await insert('重要なお知らせ', true, false, -1, 3);
    const alreadyRead = await insert('既読の重要なお知らせ', true, false, -1, 3);
    await insert('通常のお知らせ', false, false, -1, 3);
    await insert('休止中の重要なお知らせ', true, true, -1, 3);
    await insert('終了した重要なお知らせ', true, false, -5, -1);
    await insert('これからの重要なお知らせ', true, false, 1, 5);
    const { rows } = await server.db.query<{ id: number }>(`SELECT id FROM accounts WHERE login_id = 'buyer1'`);
    await server.db.query('INSERT INTO news_reads (account_id, information_cd) VALUES ($1, $2)', [rows[0].id, alreadyRead]);

    const res = await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'buyer-pass-1' } });
    expect(res.body.news_ids).toEqual([running]);
    await server.db.query('DELETE FROM news_reads');
    await server.db.query('DELETE FROM news');
  });

  it('slows an account under attack from every address (429 + Retry-After, doubling), decided before any password is checked', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 3; i++) {
      const address = `203.0.113.${i + 1}`; // an attacker with many addresses
      expect((await proxied.api('POST', '/users/signin', { headers: from(address), body: { id: 'buyer1', password: `wrong-${i}` } })).status).toBe(401);
    }
    const refused = await proxied.api('POST', '/users/signin', { headers: from('203.0.113.9'), body: { id: 'buyer1', password: 'buyer-pass-1' } });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toContain('ログインに連続して失敗したため');
    expect(Number(refused.headers.get('retry-after'))).toBe(1);
    // The budget is the account's, whatever the address (the right password waits too).
    expect((await proxied.api('POST', '/users/signin', { headers: from('198.51.100.7'), body: { id: 'buyer1', password: 'buyer-pass-1' } })).status).toBe(429);
    // Other accounts are not touched, from the same addresses.
    expect((await proxied.api('POST', '/users/signin', { headers: from('203.0.113.1'), body: { id: 'admin1', password: 'admin-pass-1' } })).status).toBe(200);
    // The delay doubles with each further failure of the account: 1 s, then 2 s.
    proxied.clock.advance(1000);
    expect((await proxied.api('POST', '/users/signin', { headers: from('203.0.113.4'), body: { id: 'buyer1', password: 'wrong-4' } })).status).toBe(401);
    expect(
      Number((await proxied.api('POST', '/users/signin', { headers: from('203.0.113.5'), body: { id: 'buyer1', password: 'x' } })).headers.get('retry-after')),
    ).toBe(2);
    proxied.clock.advance(2000);
    expect((await proxied.api('POST', '/users/signin', { headers: from('198.51.100.7'), body: { id: 'buyer1', password: 'buyer-pass-1' } })).status).toBe(200);
  });

  it('lets one account be tried at most perLogin + 13 times an hour from any mix of addresses', async () => {
    let checked = 0;
    const end = server.clock.now().getTime() + 60 * MINUTE;
    for (let i = 0; i < 200 && server.clock.now().getTime() < end; i++) {
      const res = await proxied.api('POST', '/users/signin', {
        headers: { 'x-forwarded-for': `198.18.${i % 250}.${(i * 7) % 250}` },
        body: { id: 'buyer1', password: `guess-${i}` },
      });
      if (res.status === 401) checked++;
      else {
        expect(res.status).toBe(429);
        proxied.clock.advance(Number(res.headers.get('retry-after')) * 1000); // a patient attacker waits exactly as told
      }
    }
    // perLogin (3) free, then waits of 1, 2, 4 … 512 s (10 tries, 1023 s), then 15 minutes each.
    expect(checked).toBeGreaterThanOrEqual(3 + 10);
    expect(checked).toBeLessThanOrEqual(3 + 13);
  });

  it('takes the client address from the trusted proxy hop only: a forged X-Forwarded-For entry changes nothing', async () => {
    for (let i = 0; i < 3; i++) {
      const forged = `10.0.${i}.1, 203.0.113.50`; // the client wrote the first entry, the proxy appended the second
      expect(
        (await proxied.api('POST', '/users/signin', { headers: { 'x-forwarded-for': forged }, body: { id: 'buyer1', password: `wrong-${i}` } })).status,
      ).toBe(401);
    }
    const again = await proxied.api('POST', '/users/signin', {
      headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.50' },
      body: { id: 'buyer1', password: 'wrong-9' },
    });
    expect(again.status).toBe(429);
  });

  it('never refuses correct sign-ins sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'buyer-pass-1' } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  });

  it('cannot be outrun by sending many guesses at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => server.api('POST', '/users/signin', { body: { id: 'buyer1', password: `parallel-${i}` } })),
    );
    const statuses = answers.map((a) => a.status);
    // Only as many passwords as the per-account limit (3) are checked; the rest wait for them, then are refused.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(9);
    expect((await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'buyer-pass-1' } })).status).toBe(429);
  });

  it('slows an address failing with many ids for those ids, but signs in at once an account it has not failed with', async () => {
    for (let i = 0; i < 30; i++) {
      expect([401, 429]).toContain((await server.api('POST', '/users/signin', { body: { id: `guess-${i % 10}`, password: `x-${i}` } })).status);
    }
    // An id that failed from this address waits (unknown ids alike: whether an id exists changes nothing).
    const again = await server.api('POST', '/users/signin', { body: { id: 'guess-0', password: 'x' } });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A correct password of an account that is not under attack is not held up by the address.
    expect((await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'buyer-pass-1' } })).status).toBe(200);
    // A new id's first wrong guess is checked (401); its next waits like the others.
    expect((await server.api('POST', '/users/signin', { body: { id: 'admin1', password: 'wrong-1' } })).status).toBe(401);
    expect((await server.api('POST', '/users/signin', { body: { id: 'admin1', password: 'admin-pass-1' } })).status).toBe(429);
    // The same id from another address is not slowed by this address's failures.
    expect(
      (await proxied.api('POST', '/users/signin', { headers: { 'x-forwarded-for': '198.51.100.20' }, body: { id: 'admin1', password: 'admin-pass-1' } }))
        .status,
    ).toBe(200);
  });

  const stranger = { 'x-forwarded-for': '203.0.113.66' };
  /** A patient stranger: `times` wrong passwords checked (401), each after waiting as told. */
  const strangerFails = async (id: string, times: number) => {
    for (let failed = 0; failed < times;) {
      const res = await proxied.api('POST', '/users/signin', { headers: stranger, body: { id, password: `guess-${failed}` } });
      if (res.status === 401) failed++;
      else proxied.clock.advance(Number(res.headers.get('retry-after')) * 1000);
    }
  };

  describe('device tokens (no lockout by a stranger)', () => {
    const owner = { 'x-forwarded-for': '198.51.100.80' };
    const ownerToken = async () => {
      const res = await proxied.api('POST', '/users/signin', { headers: owner, body: { id: 'buyer1', password: 'buyer-pass-1' } });
      expect(res.status).toBe(200);
      return res.body.device_token as string;
    };

    it('answers the same device token to a sign-in that presents it, a new one to a sign-in without', async () => {
      const token = await ownerToken();
      const again = await proxied.api('POST', '/users/signin', { headers: owner, body: { id: 'buyer1', password: 'buyer-pass-1', device_token: token } });
      expect(again.body.device_token).toBe(token);
      expect(await ownerToken()).not.toBe(token);
      // Another account's token is no token of this one: it earns a new one.
      const admin = await proxied.api('POST', '/users/signin', { headers: owner, body: { id: 'admin1', password: 'admin-pass-1', device_token: token } });
      expect(admin.status).toBe(200);
      expect(admin.body.device_token).not.toBe(token);
      const stored = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_tokens WHERE token_hash = $1', [token]);
      expect(stored.rows[0].n).toBe(0); // only its hash is kept
    });

    it("signs the owner in at once with its device token after 30 failures from a stranger's address; without it the owner still waits", async () => {
      const token = await ownerToken();
      await strangerFails('buyer1', 30);
      const withToken = await proxied.api('POST', '/users/signin', { headers: owner, body: { id: 'buyer1', password: 'buyer-pass-1', device_token: token } });
      expect(withToken.status).toBe(200);
      // The same from the stranger's very address: the token, not the address, earns it.
      expect(
        (await proxied.api('POST', '/users/signin', { headers: stranger, body: { id: 'buyer1', password: 'buyer-pass-1', device_token: token } })).status,
      ).toBe(200);
      const withoutToken = await proxied.api('POST', '/users/signin', { headers: owner, body: { id: 'buyer1', password: 'buyer-pass-1' } });
      expect(withoutToken.status).toBe(429);
      expect(Number(withoutToken.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // A made-up or expired token is no token.
      const madeUp = { id: 'buyer1', password: 'buyer-pass-1', device_token: 'A'.repeat(43) };
      expect((await proxied.api('POST', '/users/signin', { headers: owner, body: madeUp })).status).toBe(429);
      await server.db.query('UPDATE device_tokens SET expires_at = $1', [server.clock.now()]);
      expect((await proxied.api('POST', '/users/signin', { headers: owner, body: { ...madeUp, device_token: token } })).status).toBe(429);
    });

    it("counts the token's own failures on its own budget (perDevice, then the same doubling for that token only)", async () => {
      const token = await ownerToken();
      const withToken = (password: string) => proxied.api('POST', '/users/signin', { headers: owner, body: { id: 'buyer1', password, device_token: token } });
      for (let i = 0; i < 3; i++) expect((await withToken(`typo-${i}`)).status).toBe(401);
      const waits = await withToken('buyer-pass-1');
      expect(waits.status).toBe(429);
      expect(Number(waits.headers.get('retry-after'))).toBe(1);
      // The account's budget is untouched: a sign-in without the token is not delayed.
      expect((await proxied.api('POST', '/users/signin', { headers: stranger, body: { id: 'buyer1', password: 'buyer-pass-1' } })).status).toBe(200);
      proxied.clock.advance(1000);
      expect((await withToken('buyer-pass-1')).status).toBe(200);
      // Success forgave the token's failures.
      const left = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE device IS NOT NULL');
      expect(left.rows[0].n).toBe(0);
    });
  });

  describe('POST /users/change-password (the current password is throttled as sign-in is)', () => {
    const change = (token: string, current: string, headers: Record<string, string>, deviceToken?: string) =>
      proxied.api('POST', '/users/change-password', {
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: { password: 'buyer-pass-new-9', current_password: current, ...(deviceToken ? { device_token: deviceToken } : {}) },
      });

    it('refuses a stolen session guessing the current password past the budget (429 + Retry-After), the right one included', async () => {
      const thief = { 'x-forwarded-for': '203.0.113.77' };
      const session = await proxied.api('POST', '/users/signin', { headers: thief, body: { id: 'buyer1', password: 'buyer-pass-1' } });
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await change(session.body.token, `guess-${i}`, thief)).status);
      expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
      expect(statuses.slice(3)).toEqual(Array(22).fill(429));
      const refused = await change(session.body.token, 'buyer-pass-1', thief);
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toContain('現在のパスワードの入力に連続して失敗したため');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // They are the account's sign-in failures too: one budget, whichever door is tried.
      expect((await proxied.api('POST', '/users/signin', { headers: thief, body: { id: 'buyer1', password: 'buyer-pass-1' } })).status).toBe(429);
    });

    it("lets the owner's browser with its device token change the password though a stranger failed 30 times", async () => {
      const owner = { 'x-forwarded-for': '198.51.100.81' };
      const first = await proxied.api('POST', '/users/signin', { headers: owner, body: { id: 'nopermit', password: 'buyer-pass-3' } });
      await strangerFails('nopermit', 30);
      const signIn = { id: 'nopermit', password: 'buyer-pass-3', device_token: first.body.device_token };
      const signedIn = await proxied.api('POST', '/users/signin', { headers: owner, body: signIn });
      expect(signedIn.status).toBe(200);
      expect((await change(signedIn.body.token, 'buyer-pass-3', owner)).status).toBe(429);
      const res = await proxied.api('POST', '/users/change-password', {
        headers: { ...owner, authorization: `Bearer ${signedIn.body.token}` },
        body: { password: 'buyer-pass-33', current_password: 'buyer-pass-3', device_token: signedIn.body.device_token },
      });
      expect(res.status).toBe(200);
      // Back as it was, for the other tests.
      const back = await proxied.api('POST', '/users/change-password', {
        headers: { ...owner, authorization: `Bearer ${signedIn.body.token}` },
        body: { password: 'buyer-pass-3', current_password: 'buyer-pass-33', device_token: signedIn.body.device_token },
      });
      expect(back.status).toBe(200);
    });
  });

  it("forgives on success the pair's failures of any age, not another address's", async () => {
    expect((await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'wrong-1' } })).status).toBe(401);
    // Older than every window: counted no more, yet still forgiven.
    await server.db.query('UPDATE login_failures SET failed_at = $1', [new Date(server.clock.now().getTime() - 120 * MINUTE)]);
    await server.db.query('INSERT INTO login_failures (login_id, address, failed_at) VALUES ($1, $2, $3)', ['buyer1', '198.51.100.30', server.clock.now()]);
    expect((await server.api('POST', '/users/signin', { body: { id: 'buyer1', password: 'buyer-pass-1' } })).status).toBe(200);
    const left = await server.db.query<{ address: string }>('SELECT address FROM login_failures WHERE login_id = $1', ['buyer1']);
    expect(left.rows).toEqual([{ address: '198.51.100.30' }]);
  });

  it('records the sign-in in the system log and the call in the access log', async () => {
    server.clock.set(new Date('2026-06-15T02:34:00Z'));
    await server.signIn('buyer1', 'buyer-pass-1');
    const { rows } = await server.db.query<{ operator: string; operation_log: string; operation_date: Date }>(
      `SELECT operator, operation_log, operation_date FROM system_logs WHERE operation_date = $1`,
      [server.clock.now()],
    );
    expect(rows).toEqual([{ operator: 'buyer1', operation_log: 'ログイン', operation_date: server.clock.now() }]);
    const access = await waitFor(async () => {
      const r = await server.db.query<{ operator: string; operation_log: string }>(
        `SELECT operator, operation_log FROM access_logs WHERE operation_date = $1`,
        [server.clock.now()],
      );
      return r.rows.length ? r.rows : null;
    });
    expect(access).toEqual([{ operator: '-', operation_log: 'POST /api/v1/users/signin 200' }]);
  });
});
