import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { openDb } from '../src/db/open-db';
import type { Db } from '../src/db/types';
import { startTcpProxy } from './helpers/tcp-proxy';
import { startTestServer, waitFor, type TestServer } from './helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from './buyer-web-fixtures';

/**
 * Database trouble. A second server reaches PostgreSQL through a TCP proxy
 * the test controls; the proxy drops and refuses connections (an outage), then lets them
 * through again. During the outage API calls answer 503 + Retry-After with a Japanese
 * message (never 500) and health says the database is down; open streams end (so clients
 * resynchronise); after it, the server recovers by itself and streams deliver again.
 * PostgreSQL only: the embedded database has no connection to lose.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a PostgreSQL outage', () => {
  let server: TestServer;
  let buyers: FixtureBuyers;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let proxiedDb: Db;
  let proxied: FastifyInstance;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    buyers = await createMarket(server.db);
    const direct = new URL((server.db as Db & { pool: Pool & { options: { connectionString: string } } }).pool.options.connectionString);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    direct.hostname = '127.0.0.1';
    direct.port = String(proxy.port);
    proxiedDb = await openDb({ databaseUrl: direct.toString() });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'outage-'));
    proxied = await buildApp({ db: proxiedDb, clock: server.clock, config: defaultConfig({ port: 0, dataDir }) });
    await proxied.listen({ port: 0, host: '127.0.0.1' });
    const address = proxied.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  }, 60_000);

  afterAll(async () => {
    await proxied?.close();
    await proxiedDb?.close().catch(() => undefined);
    await proxy?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, p: string, token?: string, body?: unknown) => {
    const res = await fetch(base + p, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, headers: res.headers, body: await res.json().catch(() => null) };
  };

  /** Opens a stream on the proxied server; `events` fills with stock events, `ended` resolves when the server ends it. */
  const openStream = async (token: string) => {
    const ticket = await call('POST', '/users/web/stream/ticket', token, {});
    if (ticket.status !== 200) return null;
    const res = await fetch(`${base}/users/web/stream?ticket=${ticket.body.ticket}`);
    if (res.status !== 200) return null;
    const events: string[] = [];
    const reader = res.body!.getReader();
    const ended = (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return true;
        events.push(new TextDecoder().decode(value));
      }
    })();
    return { events, ended, close: () => reader.cancel().catch(() => undefined) };
  };

  it('answers 503 with Retry-After while the database is away, ends open streams, and recovers by itself', async () => {
    const token = await server.signIn(buyers.a.login, buyers.a.password);
    const other = await server.signIn(buyers.b.login, buyers.b.password);
    const before = await openStream(token);
    expect(before).not.toBeNull();
    // The shared listing's feed (its own listening connection) is up before the outage.
    expect((await call('GET', '/users/web/detail?per=10', token)).status).toBe(200);
    const listingFeed = await proxied.listingFeed.open();
    expect(listingFeed.healthy).toBe(true);

    proxy.refuse();
    expect(await before!.ended).toBe(true); // the gap is announced: the client will reconnect and reload
    const during = await call('GET', '/users/setting', token);
    expect(during.status).toBe(503);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(during.body).toEqual({
      detail: expect.any(String),
      message: 'ただいまデータベースに接続できません。しばらくしてから再度お試しください。',
      code: expect.stringMatching(/^database_/),
    });
    const health = await call('GET', '/health');
    expect(health.status).toBe(503);
    expect(health.body.database_state).toBe('down');
    await waitFor(() => !listingFeed.healthy, 30_000);

    proxy.restore();
    await waitFor(async () => (await call('GET', '/health')).status === 200, 30_000);
    // A client reconnecting as the browser does (a new ticket, a new stream) gets changes again.
    const after = await waitFor(() => openStream(token), 30_000);
    try {
      const id = await createLot(server.db, { saleDate: japanDay(server.clock.now()), remaining: 3 });
      expect((await server.api('POST', '/users/web/buy', { token: other, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } })).status).toBe(200);
      await waitFor(() => after.events.some((e) => e.includes(`"id":${id}`)), 30_000);
      // The listing's feed is listening again, and the listing answered from it shows the purchase.
      await waitFor(() => listingFeed.healthy, 30_000);
      const listing = await call('GET', '/users/web/detail?per=100', token);
      expect(listing.body.datas.find((lot: { id: number }) => lot.id === id)?.remaining_quantity).toBe(2);
    } finally {
      await after.close();
    }
  });
});
