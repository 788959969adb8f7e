import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/types';
import { CHANGES_CHANNEL, encodeChange, type ChangeMessage } from '../../src/db/change-messages';
import { startTestServer, waitFor, type TestServer } from '../helpers';

/**
 * A server that starts listening reads the day's listing (and every branch's marks)
 * at once, so the first buyers after a restart — at market opening, all of them — do not wait
 * for it; and on PostgreSQL its whole pool is connected and listening before anyone asks.
 */
let server: TestServer;
let app: FastifyInstance | null = null;
let unwatch: (() => void) | null = null;
/** Every statement the watched app sent. */
const statements: string[] = [];

/**
 * Notes every statement sent to `db` from now on, in place (the metrics wrap the database in
 * place too, and the feeds know it by identity); answers the undo.
 */
function watch(db: Db): () => void {
  const { query, transaction } = db;
  db.query = ((sql: string, ...rest: unknown[]) => {
    statements.push(sql);
    return (query as (...args: unknown[]) => unknown).call(db, sql, ...rest);
  }) as Db['query'];
  return () => {
    db.query = query;
    db.transaction = transaction;
  };
}

/** A sample buyer's first listing page from the server at `origin`. */
async function listingOf(origin: string): Promise<Response> {
  const signIn = await fetch(`${origin}/api/v1/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: '1001-001', password: 'buyer-pass-1' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  return fetch(`${origin}/api/v1/users/web/detail?per=50&page=1`, { headers: { authorization: `Bearer ${token}` } });
}

const lotReads = () => statements.filter((sql) => /FROM web_items w/.test(sql) && /bundle_tanka_list/.test(sql)).length;

beforeAll(async () => {
  server = await startTestServer();
  // The test server's own app reads the listing as it starts listening; the reads watched below
  // must be the new app's alone, so its read has ended first (a listing answer waits for it).
  await listingOf(server.url);
});

afterEach(async () => {
  await app?.close();
  app = null;
  unwatch?.();
  unwatch = null;
  statements.length = 0;
});

afterAll(async () => {
  await server.close();
});

describe('a server that starts listening', () => {
  it('reads the day’s listing before the first buyer asks, and answers that buyer', async () => {
    unwatch = watch(server.db);
    app = await buildApp({ db: server.db, clock: server.clock, config: server.config });
    await app.ready();
    expect(lotReads()).toBe(0); // built, not listening: nothing read yet
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Read with no request made: the listing is in memory before the first buyer asks.
    await waitFor(() => lotReads() > 0);

    const address = app.server.address();
    const listing = await listingOf(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    expect(listing.status).toBe(200);
    expect(((await listing.json()) as { datas: unknown[] }).datas.length).toBeGreaterThan(0);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL pool at start', () => {
  it('keeps every pool connection open after warm(), a query opens none, and a change is heard once', async () => {
    const { openPostgres } = await import('../../src/db/pg-db');
    const url = ((server.db as Db & { pool: pg.Pool }).pool.options as { connectionString: string }).connectionString;
    const db = await openPostgres(url, 4);
    try {
      await db.warm();
      expect(db.pool.totalCount).toBe(4);
      expect(db.pool.idleCount).toBe(4);
      // The process listens on its one feed connection (every listening session is
      // woken at each commit that notifies), so a change committed elsewhere is heard once, and
      // by the time the feed's barrier answers.
      const heard: ChangeMessage[] = [];
      const unsubscribe = db.changes.subscribe((message) => heard.push(message));
      const said = { kind: 'branch', branchId: 987_654_321 } as const;
      await server.db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, encodeChange(said)]);
      await db.feed.sync();
      expect(heard.filter((m) => m.kind === 'branch' && m.branchId === said.branchId)).toEqual([said]);
      unsubscribe();
      await Promise.all(Array.from({ length: 8 }, () => db.query('SELECT 1')));
      expect(db.pool.totalCount).toBe(4);
    } finally {
      await db.close();
    }
  });
  it('gives back the connections it made when the rest cannot be made, and says so', async () => {
    const { openPostgres } = await import('../../src/db/pg-db');
    const url = new URL(((server.db as Db & { pool: pg.Pool }).pool.options as { connectionString: string }).connectionString);
    const role = `fm_warm_${Date.now().toString(36)}`;
    // A role allowed three connections: the pool asks for five.
    await server.db.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 3`);
    url.username = role;
    const db = await openPostgres(url.toString(), 5);
    try {
      await expect(db.warm()).rejects.toThrow(/too many connections/);
      expect(db.pool.totalCount).toBeLessThanOrEqual(3);
      expect(db.pool.idleCount).toBe(db.pool.totalCount);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      await db.close();
      await server.db.query(`DROP ROLE ${role}`);
    }
  });
});
