import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { REPO_ROOT } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { createAccount, startTestServer, waitFor, type TestServer } from './helpers';

/**
 * No secret in any log. The server runs with its request logger on (as in
 * production) and is driven through every path that carries a credential: sign-in, refresh,
 * the live-stock stream, the reset mail and link, signed file URLs, failed sign-ins. Then the
 * server log, access_logs and system_logs are searched for every secret used: none is there.
 */
describe('no secret in any log', () => {
  let server: TestServer;
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    server = await startTestServer({ seed: false, logger: { level: 'trace', stream: sink } });
    await createAccount(server.db, { loginId: 'sec-buyer', password: 'secret-pass-1', baisanCd: '7701', email: 'sec@example.jp' });
  });
  afterAll(() => server.close());

  it('keeps tokens, tickets, passwords, reset tokens and file signatures out of the server log and the log tables', async () => {
    const secrets: string[] = ['secret-pass-1', 'wrong-secret-9', 'reset-secret-7'];
    await server.api('POST', '/users/signin', { body: { id: 'sec-buyer', password: 'wrong-secret-9' } });
    const token = await server.signIn('sec-buyer', 'secret-pass-1');
    const refreshed = (await server.api('POST', '/users/refresh', { token, body: { token } })).body.token as string;
    secrets.push(token, refreshed);

    const ticket = (await server.api('POST', '/users/web/stream/ticket', { token: refreshed, body: {} })).body.ticket as string;
    secrets.push(ticket);
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/v1/users/web/stream?ticket=${ticket}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    controller.abort();
    // Old clients' ?token= is refused, and not logged either.
    await fetch(`${server.url}/api/v1/users/web/stream?token=${refreshed}`);

    await server.api('POST', '/users/reset-password', { body: { email: 'sec@example.jp' } });
    const mail = await waitFor(() => server.outbox().find((m) => m.to === 'sec@example.jp'));
    const resetToken = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    secrets.push(resetToken);
    // A browser never sends the fragment; an old-style ?token= link must not be logged either.
    await server.api('GET', `/email/verify?token=${resetToken}`);
    expect((await server.api('POST', '/users/email/verify', { body: { token: resetToken, password: 'reset-secret-7' } })).status).toBe(200);

    const fileUrl = server.app.fileStore.createSignedUrl('products/SEC/1.png', 'PUT', 600);
    const sig = new URL(fileUrl, server.url).searchParams.get('sig')!;
    secrets.push(sig);
    await server.api('PUT', fileUrl, { body: Buffer.from('png'), headers: { 'content-type': 'image/png' } });
    await server.api('GET', fileUrl.replace(/sig=[^&]+/, `sig=${sig}x`));

    await server.app.background.idle();
    const tables = await server.db.query<{ line: string }>(
      `SELECT operator || ' ' || operation_log AS line FROM access_logs UNION ALL SELECT operator || ' ' || operation_log FROM system_logs`,
    );
    const everything = [...lines, ...tables.rows.map((r) => r.line)].join('\n');
    expect(lines.length).toBeGreaterThan(10); // the log was really written
    expect(everything).toContain('/api/v1/users/web/stream');
    expect(secrets.filter((secret) => everything.includes(secret))).toEqual([]);
  });
});

/**
 * The audit `npm run test:e2e` runs after the whole suite (e2e/secrets-audit.mjs): proof that it
 * fails when it should. A data folder is made the way the e2e server leaves one (server.log, a
 * PGlite database with the log tables) with a known token and password injected, and the
 * collected secrets as the e2e collector writes them.
 */
describe('the e2e secrets audit', () => {
  const token = randomBytes(32).toString('base64url');
  const password = 'p@ss word/9'; // logged percent-encoded, the way a query string would carry it
  const dirs: string[] = [];
  // Each case opens PGlite twice (here and in the audit's own process, started through tsx).
  const SLOW = 120_000;
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A stopped e2e server's data folder and the collector's records of one test file, x.test.mjs. */
  async function prepare({ inject }: { inject: boolean }): Promise<{ dataDir: string; secretsDir: string }> {
    const root = mkdtempSync(path.join(process.env.FM_TEST_TMP_ROOT ?? os.tmpdir(), 'secrets-audit-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data');
    const secretsDir = path.join(root, 'secrets');
    mkdirSync(secretsDir, { recursive: true });
    const db = await openDb({ dataDir });
    await migrate(db);
    await db.query(`INSERT INTO access_logs (operation_log, operator) VALUES ($1, 'admin'), ('GET /api/v1/users/web', '1001-001')`, [
      inject ? `GET /api/v1/users/web/stream?password=${encodeURIComponent(password)}` : 'POST /api/v1/users/signin',
    ]);
    await db.query(`INSERT INTO system_logs (operation_log, operator) VALUES ('server started', 'system')`);
    await db.close();
    const log = [
      '{"level":30,"msg":"incoming request","req":{"method":"POST","url":"/api/v1/users/signin"}}',
      `{"level":30,"msg":"incoming request","req":{"method":"GET","url":"/api/v1/users/web/stream${inject ? `?token=${token}` : ''}"}}`,
    ];
    writeFileSync(path.join(dataDir, 'server.log'), `${log.join('\n')}\n`);
    const records = [
      { hook: 'browser' },
      { hook: 'fetch' },
      { kind: 'password', value: password, via: 'browser /users/signin body' },
      { kind: 'session_token', value: token, via: 'browser /users/signin answer' },
    ];
    writeFileSync(path.join(secretsDir, `x.test.mjs.${process.pid}.jsonl`), records.map((r) => `${JSON.stringify({ ...r, file: 'x.test.mjs' })}\n`).join(''));
    return { dataDir, secretsDir };
  }

  /** Runs the audit as run.mjs does (under tsx, on the PGlite of the data folder). */
  function runAudit(dataDir: string, secretsDir: string, tests: string[]): Promise<{ code: number; output: string }> {
    const args = [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(REPO_ROOT, 'e2e/secrets-audit.mjs')];
    args.push('--data-dir', dataDir, '--secrets-dir', secretsDir, '--tests', tests.join(','));
    const env = { ...process.env, DATABASE_URL: '' };
    return new Promise((resolve) => {
      execFile(process.execPath, args, { cwd: REPO_ROOT, env }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      });
    });
  }

  let clean: { dataDir: string; secretsDir: string } | undefined;

  it(
    'passes a clean run and says what it searched',
    async () => {
      clean = await prepare({ inject: false });
      const { dataDir, secretsDir } = clean;
      const { code, output } = await runAudit(dataDir, secretsDir, ['x.test.mjs']);
      expect(output).toMatch(
        /^secrets audit: 2 secrets \(1 password, 1 session_token, 0 refreshed_token, .*\) from 1 test files, 0 hits in server log \(2 lines\), 0 hits in access_logs \(2 rows\), 0 hits in system_logs \(1 rows\)/m,
      );
      expect(output).not.toContain('HIT');
      expect(code).toBe(0);
    },
    SLOW,
  );

  it(
    'fails on a token in the server log and an encoded password in access_logs, showing only a prefix',
    async () => {
      const { dataDir, secretsDir } = await prepare({ inject: true });
      const { code, output } = await runAudit(dataDir, secretsDir, ['x.test.mjs']);
      expect(code).toBe(1);
      expect(output).toContain(`HIT session_token ${token.slice(0, 6)}… in server log line 2 (used: browser /users/signin answer, x.test.mjs)`);
      expect(output).toContain('HIT password p@ss … (encoded) in access_logs id 1');
      expect(output).toMatch(/1 hits in server log .* 1 hits in access_logs/);
      expect(output).not.toContain(token);
      expect(output).not.toContain(encodeURIComponent(password));
    },
    SLOW,
  );

  it(
    'fails when a test file bypassed the collector or a kind its tests use was not captured',
    async () => {
      const { dataDir, secretsDir } = clean ?? (await prepare({ inject: false }));
      const { code, output } = await runAudit(dataDir, secretsDir, ['x.test.mjs', 'reset-password.test.mjs']);
      expect(code).toBe(1);
      expect(output).toContain('reset-password.test.mjs did not go through the secrets collector (hooks: none)');
      expect(output).toContain('no reset_token captured although reset-password.test.mjs ran');
    },
    SLOW,
  );
});
