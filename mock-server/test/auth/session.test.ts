import { createAccount, startTestServer, TEST_NOW, waitFor, type TestServer } from '../helpers';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe('session tokens: refresh, signout, expiry', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await createAccount(server.db, { loginId: 'buyer1', password: 'buyer-pass-1', baisanCd: '2001' });
  });
  afterAll(() => server.close());
  beforeEach(() => server.clock.set(TEST_NOW));

  /** A token is alive when an authenticated call accepts it. */
  const alive = async (token: string) => {
    const res = await server.api('POST', '/users/extends_password', { token });
    return res.status === 200;
  };

  it('refresh answers a new token and keeps the old one working only for the grace period', async () => {
    const old = await server.signIn('buyer1', 'buyer-pass-1');
    const res = await server.api('POST', '/users/refresh', { token: old });
    expect(res.status).toBe(200);
    const fresh = res.body.token as string;
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);

    server.clock.advance(20 * SECOND);
    expect(await alive(old)).toBe(true);
    expect(await alive(fresh)).toBe(true);

    server.clock.advance(11 * SECOND);
    expect(await alive(old)).toBe(false);
    expect(await alive(fresh)).toBe(true);
  });

  it('answers a second refresh of the same token within the grace period with the same new token (idempotent)', async () => {
    const token = await server.signIn('buyer1', 'buyer-pass-1');
    const first = await server.api('POST', '/users/refresh', { token });
    expect(first.status).toBe(200);
    server.clock.advance(10 * SECOND);
    // Another tab, or a retry after a lost answer, refreshes the same token.
    const second = await server.api('POST', '/users/refresh', { token });
    expect(second.status).toBe(200);
    expect(second.body.token).toBe(first.body.token);
    expect(await alive(first.body.token)).toBe(true);
    // The new token is refreshed once more as usual.
    const next = await server.api('POST', '/users/refresh', { token: first.body.token });
    expect(next.status).toBe(200);
    expect(next.body.token).not.toBe(first.body.token);
    expect(await alive(next.body.token)).toBe(true);
  });

  it('ends the whole sign-in when a token is refreshed again after its grace period (reuse detection)', async () => {
    const stolen = await server.signIn('buyer1', 'buyer-pass-1');
    const other = await server.signIn('buyer1', 'buyer-pass-1');
    const first = await server.api('POST', '/users/refresh', { token: stolen });
    expect(first.status).toBe(200);
    const fresh = first.body.token as string;
    server.clock.advance(31 * SECOND);
    const fresher = (await server.api('POST', '/users/refresh', { token: fresh })).body.token as string;
    // Someone else refreshes the copy of the first token, after its grace period.
    const reuse = await server.api('POST', '/users/refresh', { token: stolen });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('セッションがタイムアウトしました。再度ログインしてください。');
    for (const t of [stolen, fresh, fresher]) expect(await alive(t)).toBe(false);
    const log = await server.db.query(
      `SELECT 1 FROM system_logs WHERE operator = 'buyer1' AND operation_log = 'トークンの再利用を検知したためセッションを終了'`,
    );
    expect(log.rows.length).toBeGreaterThan(0);
    // Another sign-in of the same account is another family and goes on.
    expect(await alive(other)).toBe(true);
  });

  it('answers every one of several simultaneous refreshes of one token with the same new token, which works', async () => {
    const token = await server.signIn('buyer1', 'buyer-pass-1');
    const answers = await Promise.all(Array.from({ length: 4 }, () => server.api('POST', '/users/refresh', { token })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.token)).size).toBe(1);
    expect(await alive(answers[0].body.token)).toBe(true);
  });

  it('accepts the refresh call with an empty JSON body, no body, or the token in the body', async () => {
    let token = await server.signIn('buyer1', 'buyer-pass-1');
    for (const kind of ['empty', 'object', 'token']) {
      const body = kind === 'empty' ? '' : kind === 'object' ? {} : { token };
      const res = await server.api('POST', '/users/refresh', { token, body });
      expect(res.status).toBe(200);
      token = res.body.token;
    }
    expect((await server.api('POST', '/users/refresh', { token, body: { token: 'somebody-elses-token-0000000' } })).status).toBe(401);
  });

  it('expires a session left idle for more than 2 hours', async () => {
    const token = await server.signIn('buyer1', 'buyer-pass-1');
    server.clock.advance(1.9 * HOUR);
    expect(await alive(token)).toBe(true);
    server.clock.advance(1.9 * HOUR); // used 1.9 h ago: still fine
    expect(await alive(token)).toBe(true);
    server.clock.advance(2 * HOUR + SECOND);
    const res = await server.api('POST', '/users/refresh', { token });
    expect(res.status).toBe(401);
    // A 401 keeps its sentence in both texts (the client opens the session modal); code for programs.
    expect(res.body).toEqual({
      detail: 'セッションがタイムアウトしました。再度ログインしてください。',
      message: 'セッションがタイムアウトしました。再度ログインしてください。',
      code: 'session_expired',
      field: 'Authorization',
    });
  });

  it('ends a session 12 hours after sign-in however often it is refreshed', async () => {
    let token = await server.signIn('buyer1', 'buyer-pass-1');
    for (let i = 0; i < 11; i++) {
      server.clock.advance(HOUR);
      const res = await server.api('POST', '/users/refresh', { token });
      expect(res.status).toBe(200);
      token = res.body.token;
    }
    server.clock.advance(HOUR);
    expect((await server.api('POST', '/users/refresh', { token })).status).toBe(401);
  });

  it('signout revokes the token and the one it was refreshed from', async () => {
    const old = await server.signIn('buyer1', 'buyer-pass-1');
    const fresh = (await server.api('POST', '/users/refresh', { token: old })).body.token as string;
    const other = await server.signIn('buyer1', 'buyer-pass-1');
    const res = await server.api('POST', '/users/signout', { token: fresh });
    expect(res.status).toBe(200);
    expect(await alive(fresh)).toBe(false);
    expect(await alive(old)).toBe(false);
    // A session on another device goes on.
    expect(await alive(other)).toBe(true);
    const log = await server.db.query(`SELECT 1 FROM system_logs WHERE operator = 'buyer1' AND operation_log = 'ログアウト'`);
    expect(log.rows.length).toBeGreaterThan(0);
  });

  it('signout with a token already refreshed also ends the token it was refreshed to', async () => {
    const old = await server.signIn('buyer1', 'buyer-pass-1');
    server.clock.advance(5 * SECOND);
    const other = await server.signIn('buyer1', 'buyer-pass-1');
    server.clock.advance(5 * SECOND);
    const fresh = (await server.api('POST', '/users/refresh', { token: old })).body.token as string;
    const fresher = (await server.api('POST', '/users/refresh', { token: fresh })).body.token as string;
    server.clock.advance(5 * SECOND);
    // A request still carrying the old token, within its grace period, signs out.
    expect((await server.api('POST', '/users/signout', { token: old })).status).toBe(200);
    expect(await alive(old)).toBe(false);
    expect(await alive(fresh)).toBe(false);
    expect(await alive(fresher)).toBe(false);
    expect(await alive(other)).toBe(true);
  });

  it('ends the sessions of an account or branch once it is suspended', async () => {
    const token = await server.signIn('buyer1', 'buyer-pass-1');
    await server.db.query(`UPDATE branches SET suspend_flg = true WHERE baisan_cd = '2001'`);
    expect(await alive(token)).toBe(false);
    await server.db.query(`UPDATE branches SET suspend_flg = false WHERE baisan_cd = '2001'`);
    expect(await alive(token)).toBe(true);
  });

  it('logs each call with the signed-in operator', async () => {
    server.clock.set(new Date('2026-06-15T05:06:07Z'));
    const token = await server.signIn('buyer1', 'buyer-pass-1');
    await server.api('POST', '/users/refresh', { token });
    const rows = await waitFor(async () => {
      const r = await server.db.query<{ operator: string; operation_log: string }>(
        `SELECT operator, operation_log FROM access_logs WHERE operation_date = $1 AND operator <> '-'`,
        [server.clock.now()],
      );
      return r.rows.length ? r.rows : null;
    });
    expect(rows).toEqual([{ operator: 'buyer1', operation_log: 'POST /api/v1/users/refresh 200' }]);
  });

  it('answers 401 for a missing, malformed or unknown token', async () => {
    expect((await server.api('POST', '/users/refresh')).body).toMatchObject({
      field: 'Authorization',
      code: 'no_token',
      detail: 'ログインしてください。',
      message: 'ログインしてください。',
    });
    expect((await server.api('POST', '/users/refresh', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    expect((await server.api('POST', '/users/refresh', { token: 'x'.repeat(43) })).status).toBe(401);
  });
});
