import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from '../../src/passwords/password-hash';
import { MOCK_SERVER_ROOT, REPO_ROOT } from '../../src/config';
import { openDb } from '../../src/db/open-db';

/** Runs `npm -w mock-server run create-admin -- …` as the script does, against an embedded database in dataDir. */
function createAdmin(dataDir: string, input: { stdin?: string; envPassword?: string }, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.CREATE_ADMIN_PASSWORD;
  if (input.envPassword) env.CREATE_ADMIN_PASSWORD = input.envPassword;
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['src/cli/create-admin.ts', ...args], {
    cwd: MOCK_SERVER_ROOT,
    env,
    encoding: 'utf8',
    input: input.stdin ?? '',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('create-admin: the first administrator of a production database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(process.env.FM_TEST_TMP_ROOT ?? os.tmpdir(), 'cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a weak password and a missing id without touching the database', () => {
    const weak = createAdmin(dataDir, { stdin: 'short\n' }, '--id', 'boss');
    expect(weak.code).toBe(2);
    expect(weak.out).toContain('パスワードは8文字以上128文字以内で入力してください。');
    expect(createAdmin(dataDir, { stdin: 'boss-pass-2026\n' }).code).toBe(2);
    expect(createAdmin(dataDir, {}, '--id', 'boss').out).toContain('password: none given');
  });

  it('never takes the password on the command line', () => {
    const argv = createAdmin(dataDir, {}, '--id', 'boss', '--password', 'boss-pass-2026');
    expect(argv.code).toBe(2);
    expect(argv.out).toContain('--password: a password is never taken on the command line');
  });

  it('creates an administrator who can sign in, and refuses the same id twice', async () => {
    const created = createAdmin(dataDir, { stdin: 'boss-pass-2026\n' }, '--id', 'boss', '--email', 'boss@example.jp');
    expect(created.out).toContain('Administrator "boss" created');
    expect(created.out).not.toContain('boss-pass-2026');
    expect(created.code).toBe(0);
    const again = createAdmin(dataDir, { envPassword: 'other-pass-2026' }, '--id', 'boss');
    expect(again.code).toBe(1);
    expect(again.out).toContain('already exists');

    const db = await openDb({ dataDir });
    try {
      const { rows } = await db.query<{ is_admin: boolean; is_first_login: boolean; email: string; password_hash: string }>(
        `SELECT is_admin, is_first_login, email, password_hash FROM accounts WHERE login_id = 'boss'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ is_admin: true, is_first_login: false, email: 'boss@example.jp' });
      expect(await verifyPassword('boss-pass-2026', rows[0].password_hash)).toBe(true);
    } finally {
      await db.close();
    }
  }, 180_000);
});
