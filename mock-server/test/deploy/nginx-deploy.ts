/**
 * `npm run test:deploy` (part of `npm test`): deploy/nginx.conf in front of two server processes
 * (`node mock-server/dist/main.js`, the production start) on one PostgreSQL, all on free loopback
 * ports, nginx run as this user with a generated main configuration (no root paths). Shows
 * through the one URL: sign-in, purchases landing on both processes, a photo uploaded through
 * one and served by the other, live stock reaching a listener on the other process, the client
 * address through X-Forwarded-For (TRUST_PROXY=1), and a rolling restart (SIGTERM to one process
 * while buyers keep buying, retrying with their Idempotency-Key) with 0 failed purchases and the
 * stock exact. Prints its figures. Skipped, with a message, only where nginx is not installed.
 * Needs PostgreSQL: DEPLOY_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { httpMessages } from '../../src/areas/system/messages';
import { MOCK_SERVER_ROOT, REPO_ROOT } from '../../src/config';
import { openDb } from '../../src/db/open-db';
import type { Db } from '../../src/db/types';
import { sign } from '../../src/files/signing';
import { createLot, createMarket, japanDay, stockOf } from '../buyer-web-fixtures';
import { databaseUrlFor, dropDatabase, randomSuffix, withAdminClient } from '../helpers/databases';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { NGINX, startNginx, type NginxFront } from '../../scripts/nginx-front.mjs';

const BASE_URL = process.env.DEPLOY_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Bounds of the load loop: buyers, and the time the restart may take. */
const BUYERS = 6;
const RESTART_LIMIT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`deploy test: ${message}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => (port === 8080 ? resolve(freePort()) : resolve(port)));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess | null, limitMs = 180_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`deploy test: the process behind ${url} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).status === 200) return;
    } catch {
      // not yet listening
    }
    await sleep(100);
  }
  throw new Error(`deploy test: ${url} did not become healthy within ${limitMs} ms`);
}

interface ServerProcess {
  name: 'A' | 'B';
  port: number;
  child: ChildProcess;
  log: string[];
}

async function main(): Promise<void> {
  if (!NGINX) {
    console.log('deploy test SKIPPED: nginx is not installed on this machine (Debian: apt-get install nginx-light); .ci/run installs it.');
    return;
  }
  // The compiled server, as production runs it.
  const { buildServer, serverIsStale } = (await import(path.join(MOCK_SERVER_ROOT, 'scripts', 'build-server.mjs'))) as {
    buildServer(): Promise<void>;
    serverIsStale(): boolean;
  };
  if (serverIsStale()) await buildServer();

  const started = Date.now();
  const work = mkdtempSync(path.join(os.tmpdir(), 'fm-deploy-'));
  const dbName = `fm_deploy_${randomSuffix()}`;
  await withAdminClient(BASE_URL, (client) => client.query(`CREATE DATABASE "${dbName}"`));
  const databaseUrl = databaseUrlFor(BASE_URL, dbName);
  const secret = randomBytes(32).toString('hex');
  const servers: ServerProcess[] = [];
  let front: NginxFront | null = null;
  let db: Db | null = null;

  const startServer = async (name: 'A' | 'B', port: number): Promise<ServerProcess> => {
    const dataDir = path.join(work, `data-${name}`);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, path.join(MOCK_SERVER_ROOT, 'dist', 'main.js')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        FILE_URL_SECRET: secret,
        TRUST_PROXY: '1',
        SEED: '0',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        API_TARGET: 'MOCK',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: string[] = [];
    child.stdout?.on('data', (c: Buffer) => log.push(c.toString()));
    child.stderr?.on('data', (c: Buffer) => log.push(c.toString()));
    const server = { name, port, child, log };
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    return server;
  };

  try {
    const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
    // A migrates the empty database; B starts against the migrated one.
    servers.push(await startServer('A', portA));
    servers.push(await startServer('B', portB));
    const upstreamOf: Record<string, 'A' | 'B'> = { [`127.0.0.1:${portA}`]: 'A', [`127.0.0.1:${portB}`]: 'B' };

    // deploy/nginx.conf with the test's ports; one worker, so its round robin alternates A and B
    // request by request, and an access log naming the process that answered each request.
    front = await startNginx({
      work,
      upstreams: [portA, portB],
      port: portNginx,
      workerProcesses: 1,
      logFormat: '$request_method|$uri|$status|$upstream_addr|$upstream_status',
    });
    const accessLog = front.accessLog;
    const url = front.url;
    await waitForHealth(url, front.child);

    /** nginx's access log: which process answered each request. */
    const upstreamLines = () =>
      readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [method, uri, status, upstream, upstreamStatus] = line.split('|');
          return { method, uri, status: Number(status), upstreams: upstream.split(', ').map((u) => upstreamOf[u] ?? u), upstreamStatus };
        });

    // The market: buyers, an administrator, one lot for the load and one for the stream.
    db = await openDb({ databaseUrl });
    const market = await createMarket(db);
    const today = japanDay(new Date());
    const STOCK = 100_000;
    const lot = await createLot(db, { saleDate: today, remaining: STOCK, maxQuantity: 1_000_000 });
    const streamLot = await createLot(db, { saleDate: today, remaining: 10, maxQuantity: 10 });

    // 1. Sign-in through the one URL.
    const signIn = async (id: string, password: string) => {
      const res = await fetch(`${url}/api/v1/users/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, password }),
      });
      check(res.status === 200, `sign-in of ${id} through nginx answered ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    };
    const buyerLogins = [market.a, market.b, market.rated];
    const tokens = await Promise.all(buyerLogins.map((b) => signIn(b.login, b.password)));
    console.log(`deploy test: ${tokens.length} buyers signed in through nginx (${url})`);

    // 2. The client's address through X-Forwarded-For: nginx sees 127.0.0.3, the server records it.
    await new Promise<void>((resolve, reject) => {
      const body = JSON.stringify({ id: market.b.login, password: 'not-the-password' });
      const req = http.request(
        `${url}/api/v1/users/signin`,
        {
          method: 'POST',
          localAddress: '127.0.0.3',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': '203.0.113.9' },
        },
        (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 401 ? resolve() : reject(new Error(`failed sign-in answered ${res.statusCode}`))));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    const failure = await db.query<{ address: string }>('SELECT address FROM login_failures WHERE login_id = $1', [market.b.login]);
    check(failure.rows[0]?.address === '127.0.0.3', `the failed sign-in was recorded from ${failure.rows[0]?.address}, not the client's 127.0.0.3`);
    console.log('deploy test: X-Forwarded-For: the server recorded the client address 127.0.0.3 (a forged 203.0.113.9 ignored)');

    // 2b. A body over nginx's own limit: nginx answers, in the server's JSON shape and Japanese.
    const huge = await fetch(`${url}/api/v1/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x', password: 'y'.repeat(300 * 1024) }),
    });
    const hugeBody = (await huge.json().catch(() => null)) as { detail?: string; message?: string; code?: string } | null;
    check(
      huge.status === 413 && huge.headers.get('content-type') === 'application/json' && hugeBody?.code === 'http_413',
      `a 300 KB body through nginx answered ${huge.status} ${huge.headers.get('content-type')} ${JSON.stringify(hugeBody)}`,
    );
    check(hugeBody?.message === httpMessages.tooLarge && hugeBody.detail === httpMessages.tooLarge, `nginx's 413 texts: ${JSON.stringify(hugeBody)}`);
    console.log(`deploy test: nginx's own 413 answered as JSON: ${JSON.stringify(hugeBody)}`);

    // 3. A photo uploaded through one process, served through the other.
    const photo = randomBytes(300_000);
    const key = 'products/DEPLOY/1.jpg';
    const expires = Math.floor(Date.now() / 1000) + 600;
    // An upload URL signs the type it accepts and a one-time nonce too.
    const nonce = randomBytes(12).toString('base64url');
    const signed = (method: 'GET' | 'PUT') =>
      method === 'GET'
        ? `/files/${key}?expires=${expires}&sig=${sign(secret, method, key, expires)}`
        : `/files/${key}?expires=${expires}&type=image%2F*&nonce=${nonce}&sig=${sign(secret, method, key, expires, ['image/*', nonce])}`;
    const put = await fetch(url + signed('PUT'), { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(photo) });
    check(put.status === 200, `photo upload through nginx answered ${put.status}`);
    const gets: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(url + signed('GET'));
      check(res.status === 200 && Buffer.from(await res.arrayBuffer()).equals(photo), `photo download ${i + 1} through nginx: ${res.status} or other bytes`);
      gets.push(res.status);
    }
    await sleep(200);
    const fileLines = upstreamLines().filter((l) => l.uri === `/files/${key}`);
    const putBy = fileLines.find((l) => l.method === 'PUT')!.upstreams.at(-1);
    const servedBy = new Set(fileLines.filter((l) => l.method === 'GET' && l.status === 200).map((l) => l.upstreams.at(-1)));
    check(servedBy.has('A') && servedBy.has('B'), `the photo was served by ${[...servedBy].join(', ')} only`);
    console.log(`deploy test: photo (300 KB) uploaded through process ${putBy}, served byte for byte by processes ${[...servedBy].sort().join(' and ')}`);

    // 4. Live stock: a listener through nginx hears purchases made on each process directly.
    const ticketRes = await fetch(`${url}/api/v1/users/web/stream/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[1]}`, 'content-type': 'application/json' },
      body: '{}',
    });
    check(ticketRes.status === 200, `stream ticket answered ${ticketRes.status}`);
    const { ticket } = (await ticketRes.json()) as { ticket: string };
    const abort = new AbortController();
    const stream = await fetch(`${url}/api/v1/users/web/stream?ticket=${ticket}`, { signal: abort.signal });
    check(stream.status === 200, `the stream answered ${stream.status}`);
    const events: { id: number; remaining_quantity: number }[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (block.includes('event: stock') && data) events.push(JSON.parse(data.slice(6)) as { id: number; remaining_quantity: number });
          }
        }
      } catch {
        // aborted
      }
    })();
    await sleep(300);
    for (const [i, port] of [portA, portB].entries()) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/users/web/buy`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ id: streamLot, KUCHI_SU: 1, HA_SU: 0 }] }),
      });
      check(res.status === 200, `the purchase on process ${i ? 'B' : 'A'} answered ${res.status}`);
      const until = Date.now() + 5000;
      while (!events.some((e) => e.id === streamLot && e.remaining_quantity === 9 - i) && Date.now() < until) await sleep(20);
      check(
        events.some((e) => e.id === streamLot && e.remaining_quantity === 9 - i),
        `the listener did not hear the purchase on ${i ? 'B' : 'A'}: ${JSON.stringify(events)}`,
      );
    }
    abort.abort();
    await reading;
    await sleep(200);
    const streamBy = upstreamLines()
      .find((l) => l.uri === '/api/v1/users/web/stream')
      ?.upstreams.at(-1);
    console.log(`deploy test: live stock: the listener (on process ${streamBy}, through nginx) heard the purchases made on A and on B`);

    // 5. Buyers keep buying through nginx while process A is stopped (SIGTERM) and started again.
    let stopLoad = false;
    let confirmed = 0;
    let failed = 0;
    let retries = 0;
    const refusals: string[] = [];
    const buyer = async (token: string) => {
      while (!stopLoad) {
        const idempotencyKey = randomUUID();
        let done = false;
        for (let attempt = 0; attempt < 50 && !done; attempt++) {
          if (attempt > 0) {
            retries++;
            await sleep(100);
          }
          try {
            const res = await fetch(`${url}/api/v1/users/web/buy`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
              body: JSON.stringify({ items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] }),
            });
            const text = await res.text();
            if (res.status === 200) {
              confirmed++;
              done = true;
            } else if (res.status < 500) {
              refusals.push(`${res.status} ${text}`);
              failed++;
              done = true;
            }
          } catch {
            // the connection was cut: retry with the same key
          }
        }
        if (!done) failed++;
      }
    };
    const load = Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(tokens[i % tokens.length])));
    await sleep(2000);
    const a = servers[0];
    const stopAt = Date.now();
    const exited = new Promise<number | null>((resolve) => a.child.once('exit', (code) => resolve(code)));
    a.child.kill('SIGTERM');
    const exitCode = await Promise.race([exited, sleep(RESTART_LIMIT_MS).then(() => 'timeout' as const)]);
    check(exitCode === 0, `process A did not exit cleanly on SIGTERM (${exitCode}):\n${a.log.join('')}`);
    const stoppedMs = Date.now() - stopAt;
    servers[0] = await startServer('A', portA);
    const restartMs = Date.now() - stopAt;
    await sleep(2500);
    stopLoad = true;
    await load;
    await sleep(200);

    // Exact stock: every confirmed purchase sold one package once, retries included.
    const stock = await stockOf(db, lot);
    const sales = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales WHERE web_item_id = $1', [lot]).catch(() => null);
    const buys = upstreamLines().filter((l) => l.method === 'POST' && l.uri === '/api/v1/users/web/buy' && l.status === 200);
    const perProcess = { A: 0, B: 0 } as Record<string, number>;
    for (const l of buys) perProcess[l.upstreams.at(-1)!] = (perProcess[l.upstreams.at(-1)!] ?? 0) + 1;
    console.log(
      [
        'deploy test figures:',
        `  purchases confirmed through nginx: ${confirmed} (process A ${perProcess.A}, process B ${perProcess.B})`,
        `  rolling restart: A stopped ${stoppedMs} ms after SIGTERM, healthy again after ${restartMs} ms; ${retries} retries with the same Idempotency-Key`,
        `  failed purchases: ${failed}`,
        `  stock: ${STOCK} - ${stock.sold} sold = ${stock.remaining} remaining${sales ? ` (${sales.rows[0].n} sale rows)` : ''}`,
        `  run time: ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
    check(failed === 0, `${failed} purchases failed: ${refusals.slice(0, 5).join(' | ')}`);
    check(confirmed > 0 && perProcess.A > 0 && perProcess.B > 0, 'purchases did not land on both processes');
    check(stock.sold === confirmed && stock.remaining === STOCK - confirmed, `stock is not exact: ${JSON.stringify(stock)} for ${confirmed} confirmed`);
    console.log('deploy test: PASSED');
  } finally {
    await db?.close();
    const nginxStopped = front?.stop();
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => (s.child.exitCode === null ? new Promise((r) => s.child.once('exit', r)) : null)));
    await nginxStopped;
    await withAdminClient(BASE_URL, (client) => dropDatabase(client, dbName)).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
