import { startTestServer, createAccount, type TestServer } from '../helpers';
import { legacyScryptHash } from './legacy-hash';

/** An scrypt hash from before argon2id is replaced at the first good sign-in. */
describe('sign-in upgrades an earlier scrypt hash to argon2id', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await createAccount(server.db, { loginId: 'legacy1', password: 'buyer-pass-1', baisanCd: '2001', eda: '001' });
  });
  afterAll(() => server.close());

  const storedHash = async () =>
    (
      await server.db.query<{ password_hash: string; password_changed_at: Date }>(
        `SELECT password_hash, password_changed_at FROM accounts WHERE login_id = 'legacy1'`,
      )
    ).rows[0];

  it('refuses a wrong password and keeps the scrypt hash, then signs in with the right one and stores argon2id', async () => {
    const legacy = legacyScryptHash('buyer-pass-1');
    await server.db.query(`UPDATE accounts SET password_hash = $1 WHERE login_id = 'legacy1'`, [legacy]);
    const before = await storedHash();

    const wrong = await server.api('POST', '/users/signin', { body: { id: 'legacy1', password: 'buyer-pass-2' } });
    expect(wrong.status).toBe(401);
    expect((await storedHash()).password_hash).toBe(legacy);

    const right = await server.api('POST', '/users/signin', { body: { id: 'legacy1', password: 'buyer-pass-1' } });
    expect(right.status).toBe(200);
    const after = await storedHash();
    expect(after.password_hash).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    // The same password, so its age (the 3-month change prompt) is untouched.
    expect(after.password_changed_at).toEqual(before.password_changed_at);

    const again = await server.api('POST', '/users/signin', { body: { id: 'legacy1', password: 'buyer-pass-1' } });
    expect(again.status).toBe(200);
    expect((await storedHash()).password_hash).toBe(after.password_hash);
    const wrongAfter = await server.api('POST', '/users/signin', { body: { id: 'legacy1', password: 'buyer-pass-2' } });
    expect(wrongAfter.status).toBe(401);
  });
});
