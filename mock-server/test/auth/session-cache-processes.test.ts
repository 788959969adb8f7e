import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase, randomSuffix, withAdminClient } from '../helpers/databases';
import { ENV } from '../helpers/constants';
import { hashToken } from '../../src/areas/auth/tokens';

/**
 * Session lookups are cached in memory, and revocation stays immediate across server
 * processes on one PostgreSQL. Two real server processes share a database; the cache keeps
 * entries for 60 s here, so only the NOTIFY of migration 008 can explain a refusal within 1 s.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const MAIN = path.join(__dirname, '..', '..', 'src', 'main.ts');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

async function startProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cache-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: '0',
      LOG_LEVEL: 'warn',
      SESSION_CACHE_TTL_MS: '60000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function stopProcess(p: ServerProcess): Promise<void> {
  if (p.child.exitCode === null) {
    const exited = new Promise((resolve) => p.child.once('exit', resolve));
    p.child.kill('SIGTERM');
    await exited;
  }
  rmSync(p.dataDir, { recursive: true, force: true });
}

async function call(base: string, method: string, urlPath: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}/api/v1${urlPath}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const read = (base: string, token: string) => call(base, 'GET', '/users/web/news', token).then((r) => r.status);

/** The first status other than 200 within `ms`, polling; 200 if the token kept working. */
async function refusedWithin(base: string, token: string, ms: number): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const status = await read(base, token);
    if (status !== 200 || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

onPostgres('session cache across two server processes on one PostgreSQL', () => {
  // Read in beforeAll: on PGlite the suite is skipped but its body still runs, without DATABASE_URL.
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `fm_t_${process.env[ENV.runId]}_${randomSuffix()}`;
  let dbUrl = '';
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    dbUrl = databaseUrlFor(adminUrl, name);
    await withAdminClient(adminUrl, (client) => createDatabaseFromTemplate(client, name, process.env[ENV.pgSeeded]!));
    [a, b] = await Promise.all([startProcess(dbUrl), startProcess(dbUrl)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a && stopProcess(a), b && stopProcess(b)]);
    await withAdminClient(adminUrl, (client) => dropDatabase(client, name));
  });

  async function signIn(base: string, id = '1001-001', password = 'buyer-pass-1'): Promise<string> {
    const res = await call(base, 'POST', '/users/signin', undefined, { id, password });
    expect(res.status).toBe(200);
    return res.body.token;
  }

  /** A token both processes have just accepted (so both hold it in their caches). */
  async function cachedEverywhere(): Promise<string> {
    const token = await signIn(a.url);
    expect(await read(a.url, token)).toBe(200);
    expect(await read(b.url, token)).toBe(200);
    expect(await read(b.url, token)).toBe(200);
    return token;
  }

  it('refuses a signed-out token at once in the process that signed out and within a second in the other', async () => {
    const token = await cachedEverywhere();
    expect((await call(a.url, 'POST', '/users/signout', token)).status).toBe(200);
    expect(await read(a.url, token)).toBe(401);
    expect(await refusedWithin(b.url, token, 1000)).toBe(401);
  });

  it('answers the same new token in both processes within the grace period, and ends the whole family in both when refreshed again after it', async () => {
    const stolen = await cachedEverywhere();
    const fresh = (await call(a.url, 'POST', '/users/refresh', stolen)).body.token as string;
    expect(await read(b.url, fresh)).toBe(200);
    // Another tab, through the other process, within the grace period: the same answer.
    expect((await call(b.url, 'POST', '/users/refresh', stolen)).body.token).toBe(fresh);
    // The copy is refreshed again through the other process after it: reuse, every token of the sign-in ends.
    await withAdminClient(dbUrl, (client) =>
      client.query(`UPDATE sessions SET rotated_grace_until = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(stolen)]),
    );
    expect((await call(b.url, 'POST', '/users/refresh', stolen)).status).toBe(401);
    expect(await read(b.url, fresh)).toBe(401);
    expect(await refusedWithin(a.url, fresh, 1000)).toBe(401);
  });

  it('throws a suspended branch out of both processes, and lets it back in when resumed', async () => {
    const token = await cachedEverywhere();
    // The change comes from a third connection, as from an administrator's process.
    await withAdminClient(dbUrl, (client) => client.query(`UPDATE branches SET suspend_flg = true WHERE baisan_cd = '1001' AND baisan_eda = '001'`));
    expect(await refusedWithin(a.url, token, 1000)).toBe(401);
    expect(await refusedWithin(b.url, token, 1000)).toBe(401);
    await withAdminClient(dbUrl, (client) => client.query(`UPDATE branches SET suspend_flg = false WHERE baisan_cd = '1001' AND baisan_eda = '001'`));
    expect(await read(a.url, token)).toBe(200);
    expect(await read(b.url, token)).toBe(200);
  });

  it("ends the account's other sessions in both processes when its password changes", async () => {
    const other = await cachedEverywhere();
    const mine = await signIn(b.url);
    expect((await call(b.url, 'POST', '/users/change-password', mine, { password: 'buyer-pass-9', current_password: 'buyer-pass-1' })).status).toBe(200);
    expect(await read(b.url, other)).toBe(401);
    expect(await refusedWithin(a.url, other, 1000)).toBe(401);
    expect(await read(a.url, mine)).toBe(200);
  });
});
