import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { openDb } from '../src/db/open-db';
import type { Db } from '../src/db/types';
import { databaseDownReason } from '../src/http/database-unavailable';
import { startTcpProxy } from './helpers/tcp-proxy';
import { databaseUrlFor, withAdminClient } from './helpers/databases';
import { startTestServer, waitFor, type TestServer } from './helpers';

/**
 * Every state in which the database cannot be used answers 503 + Retry-After
 * (never 500), `/health` names which, and the server heals by itself when the database is back.
 * Each state is made by a real PostgreSQL where the machine allows it: a database that does
 * not exist (renamed away), `ALTER DATABASE … ALLOW_CONNECTIONS false`. A wrong password
 * (28P01) cannot be had from this machine's PostgreSQL (pg_hba trusts 127.0.0.1, so any
 * password is accepted): a proxy in front of it answers the login with PostgreSQL's own
 * FATAL 28P01 ErrorResponse on the wire, as a server with password auth does.
 */
describe('which errors mean the database is unavailable', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }, 'unreachable'],
    [{ code: '08006' }, 'unreachable'],
    [{ code: '08P01' }, 'unreachable'],
    [{ code: '57P01' }, 'shutting_down'],
    [{ code: '57P02' }, 'shutting_down'],
    [{ code: '57P03' }, 'starting_up'],
    [{ code: '55000' }, 'not_accepting_connections'],
    [{ code: '3D000' }, 'no_such_database'],
    [{ code: '28P01' }, 'login_refused'],
    [{ code: '53300' }, 'too_many_connections'],
    [{ message: 'Connection terminated unexpectedly' }, 'unreachable'],
    [{ errors: [{ code: 'ECONNREFUSED' }] }, 'unreachable'],
    [{ code: '23505' }, null],
    [{ code: '42P01' }, null],
    [new Error('boom'), null],
  ])('%j → %s', (error, reason) => {
    expect(databaseDownReason(error)).toBe(reason);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('database states of a real PostgreSQL', () => {
  let server: TestServer;
  let name: string;
  const adminUrl = process.env.DATABASE_URL ?? '';
  const admin = (sql: string) => withAdminClient(adminUrl, (c) => c.query(sql));
  const endConnections = (db: string) => admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db}' AND pid <> pg_backend_pid()`);

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    name = new URL((server.db as Db & { pool: Pool & { options: { connectionString: string } } }).pool.options.connectionString).pathname.slice(1);
  }, 60_000);

  afterAll(async () => {
    await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => undefined);
    await server?.close();
  });

  const expectDown = async (reason: string) => {
    // The pool's first call after the change may meet its terminated connection (57P01): also a 503.
    await waitFor(async () => (await server.api('GET', '/health')).body?.database_reason === reason, 20_000);
    const health = await server.api('GET', '/health');
    expect(health.status).toBe(503);
    expect(Number(health.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(health.body).toMatchObject({ database_state: 'down', database_reason: reason });
    const call = await server.api('GET', '/users/setting', { token: 'x'.repeat(43) });
    expect(call.status).toBe(503);
    expect(Number(call.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(call.body).toEqual({
      detail: expect.stringMatching(/^データベースに接続できません（.+）。$/),
      message: 'ただいまデータベースに接続できません。しばらくしてから再度お試しください。',
      code: `database_${reason}`,
    });
  };

  const expectHealed = async () => {
    await waitFor(async () => (await server.api('GET', '/health')).status === 200, 30_000);
    expect((await server.api('GET', '/health')).body).toMatchObject({ database_state: 'up' });
    expect((await server.api('GET', '/users/setting', { token: 'x'.repeat(43) })).status).toBe(401);
  };

  it('ALLOW_CONNECTIONS false (55000): 503 not_accepting_connections, then heals', async () => {
    await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await endConnections(name);
    await expectDown('not_accepting_connections');
    await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await expectHealed();
  }, 90_000);

  it('a database that does not exist (3D000): 503 no_such_database, then heals when it is back', async () => {
    const away = `${name}_away`;
    await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await endConnections(name);
    await admin(`ALTER DATABASE "${name}" RENAME TO "${away}"`);
    try {
      await expectDown('no_such_database');
    } finally {
      await admin(`ALTER DATABASE "${away}" RENAME TO "${name}"`);
      await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    await expectHealed();
  }, 90_000);

  it('a query or transaction whose connection is terminated while it runs fails alone; the process and the pool go on', async () => {
    // The FATAL reaches the running query; the socket's end that follows must not reach a
    // checked-out client without an error listener (an unhandled 'error' ends the process).
    const running = Promise.allSettled([
      server.db.query('SELECT pg_sleep(5)'),
      server.db.query('SELECT pg_sleep(5)'),
      server.db.transaction((tx) => tx.query('SELECT pg_sleep(5)')),
      server.db.transaction((tx) => tx.query('SELECT pg_sleep(5)')),
    ]);
    await waitFor(async () => {
      const { rows } = await withAdminClient(adminUrl, (c) =>
        c.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query = 'SELECT pg_sleep(5)' AND state = 'active'`, [name]),
      );
      return rows[0].n === 4;
    }, 10_000);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND query = 'SELECT pg_sleep(5)'`);
    const settled = await running;
    expect(settled.every((r) => r.status === 'rejected')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await server.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect((await server.api('GET', '/health')).status).toBe(200);
  }, 60_000);

  describe('a wrong password (28P01, answered by a proxy speaking the protocol)', () => {
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let proxiedDb: Db;
    let proxied: FastifyInstance;
    let base: string;
    let dataDir: string;

    beforeAll(async () => {
      const direct = new URL(databaseUrlFor(adminUrl, name));
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      direct.hostname = '127.0.0.1';
      direct.port = String(proxy.port);
      proxiedDb = await openDb({ databaseUrl: direct.toString() });
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'db-states-'));
      proxied = await buildApp({ db: proxiedDb, clock: server.clock, config: defaultConfig({ port: 0, dataDir }) });
      await proxied.listen({ port: 0, host: '127.0.0.1' });
      const address = proxied.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
    }, 60_000);

    afterAll(async () => {
      await proxied?.close();
      await proxiedDb?.close().catch(() => undefined);
      await proxy?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const get = async (p: string) => {
      const res = await fetch(base + p, { headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json().catch(() => null) };
    };

    it('answers 503 login_refused while the login is refused, and heals when it is accepted again', async () => {
      expect((await get('/health')).status).toBe(200);
      proxy.answerWith('28P01', `password authentication failed for user "postgres"`);
      await waitFor(async () => (await get('/health')).body?.database_reason === 'login_refused', 20_000);
      const health = await get('/health');
      expect(health).toMatchObject({ status: 503, body: { database_state: 'down', database_reason: 'login_refused' } });
      expect(Number(health.retryAfter)).toBeGreaterThan(0);
      const call = await get('/users/news');
      expect(call.status).toBe(503);
      expect(call.body).toMatchObject({ detail: 'データベースに接続できません（ログインが拒否された状態）。', code: 'database_login_refused' });
      proxy.restore();
      await waitFor(async () => (await get('/health')).status === 200, 30_000);
    }, 90_000);
  });
});
