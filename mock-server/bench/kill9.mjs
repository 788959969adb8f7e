// The kill -9 durability rounds (nothing lost or duplicated): `node bench/kill9.mjs --rounds 20`.
// Each round starts the real server (embedded database under one DATA_DIR, or PostgreSQL
// when DATABASE_URL is set: a fresh database on that server), drives buys and cancels through
// the API from several clients, kills the server with SIGKILL at a random moment, then checks
// the database: every acknowledged purchase is there exactly once, every acknowledged cancel
// is cancelled, the stock equation holds for every lot (remaining + sold = the lot's total),
// and after a restart every acknowledged purchase replayed with its Idempotency-Key answers
// the same transaction. Traffic goes only to 127.0.0.1. Prints one line per round and a
// summary; exits 1 on any violation.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signIn, sleep, startServer } from './harness.mjs';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 20;
const adminUrl = process.env.DATABASE_URL || null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kill9-'));
let databaseUrl = null;
if (adminUrl) {
  const name = `fm_kill9_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

/** Runs `fn` with a database connection while the server is down (PGlite) or up (PostgreSQL). */
async function withDb(fn) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn((sql, params) => client.query(sql, params).then((r) => r.rows));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await fn((sql, params) => db.query(sql, params).then((r) => r.rows));
  } finally {
    await db.close();
  }
}

const STOCK = `SELECT w.id, w.remaining_quantity + coalesce(sum(s.kuchi_su) FILTER (WHERE s.cancelled_at IS NULL), 0) AS packages,
                      w.hasu + coalesce(sum(s.ha_su) FILTER (WHERE s.cancelled_at IS NULL), 0) AS loose
                 FROM web_items w LEFT JOIN sales s ON s.web_item_id = w.id GROUP BY w.id ORDER BY w.id`;

const acked = []; // { key, body, uuid }
const cancelled = []; // uuid
let stockBefore = null;
let lots = [];
const violations = [];
const summary = { rounds: 0, purchases: 0, cancels: 0, replays: 0 };

// The sample market is seeded by a first start; the embedded database is read only while no server runs.
await (await startServer({ dataDir, databaseUrl })).stop();
await withDb(async (q) => {
  stockBefore = new Map((await q(STOCK)).map((r) => [Number(r.id), `${r.packages}/${r.loose}`]));
  lots = (
    await q(
      `SELECT id FROM web_items WHERE remaining_quantity > 5 AND is_web_open AND NOT suspend_flg AND unit_price > 0 AND sale_date >= (now() AT TIME ZONE 'Asia/Tokyo')::date ORDER BY id LIMIT 40`,
    )
  ).map((r) => Number(r.id));
});
if (!lots.length) throw new Error('no lots to buy in the sample market');

for (let round = 1; round <= rounds; round++) {
  const server = await startServer({ dataDir, databaseUrl });
  const token = await signIn(server.base, '1001-001', 'buyer-pass-1');
  const headers = (key) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key });
  let stop = false;
  let roundAcks = 0;
  const worker = async () => {
    while (!stop) {
      const key = randomUUID();
      const body = { items: [{ id: lots[Math.floor(Math.random() * lots.length)], KUCHI_SU: 1, HA_SU: 0 }] };
      try {
        const res = await fetch(`${server.base}/api/v1/users/web/buy`, { method: 'POST', headers: headers(key), body: JSON.stringify(body) });
        const answer = await res.json();
        if (res.status !== 200) continue;
        acked.push({ key, body, uuid: answer.transactionUUID });
        roundAcks++;
        if (Math.random() < 0.3) {
          const list = await (await fetch(`${server.base}/api/v1/users/cancellable`, { headers: headers(randomUUID()) })).json();
          const row = Array.isArray(list) ? list.find((r) => r.transactionUUID === answer.transactionUUID) : null;
          if (!row) continue;
          const c = await fetch(`${server.base}/api/v1/users/cancellable/cancel`, {
            method: 'POST',
            headers: headers(randomUUID()),
            body: JSON.stringify({ transactionUUID: row.transactionUUID, id: row.id }),
          });
          if (c.status === 200) cancelled.push(row.transactionUUID);
          await c.arrayBuffer();
        }
      } catch {
        return; // the server was killed mid-request: unacknowledged, so nothing is owed
      }
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, worker));
  await sleep(700 + Math.random() * 1800);
  await server.kill9();
  stop = true;
  await load;

  // The checks, on the database the killed server left behind.
  await withDb(async (q) => {
    const counts = new Map(
      (
        await q(
          `SELECT transaction_uuid::text AS u, count(*)::int AS n, bool_or(cancelled_at IS NOT NULL) AS c FROM sales WHERE transaction_uuid IS NOT NULL GROUP BY 1`,
        )
      ).map((r) => [r.u, r]),
    );
    for (const a of acked) {
      const row = counts.get(a.uuid);
      if (!row) violations.push(`round ${round}: acknowledged purchase ${a.uuid} lost`);
      else if (row.n !== 1) violations.push(`round ${round}: purchase ${a.uuid} has ${row.n} rows`);
    }
    for (const u of cancelled) if (!counts.get(u)?.c) violations.push(`round ${round}: acknowledged cancel of ${u} lost`);
    for (const r of await q(STOCK)) {
      if (stockBefore.get(Number(r.id)) !== `${r.packages}/${r.loose}`) violations.push(`round ${round}: stock equation broken for lot ${r.id}`);
    }
  });

  // Replays after the restart answer the same transaction.
  const again = await startServer({ dataDir, databaseUrl });
  const token2 = await signIn(again.base, '1001-001', 'buyer-pass-1');
  for (const a of acked.slice(-5)) {
    const res = await fetch(`${again.base}/api/v1/users/web/buy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token2}`, 'content-type': 'application/json', 'idempotency-key': a.key },
      body: JSON.stringify(a.body),
    });
    const answer = await res.json();
    summary.replays++;
    if (res.status !== 200 || answer.transactionUUID !== a.uuid)
      violations.push(`round ${round}: replay of ${a.key} answered ${res.status} ${JSON.stringify(answer).slice(0, 80)}`);
  }
  await again.stop();
  summary.rounds++;
  console.log(
    `round ${round}/${rounds}: ${roundAcks} purchases acknowledged before kill -9, ${acked.length} in total, ${cancelled.length} cancels, violations so far ${violations.length}`,
  );
}

summary.purchases = acked.length;
summary.cancels = cancelled.length;
console.log(`\nkill -9 (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${JSON.stringify({ ...summary, lostOrDuplicated: violations.length })}`);
for (const v of violations.slice(0, 20)) console.log(`  VIOLATION ${v}`);
rmSync(dataDir, { recursive: true, force: true });
if (adminUrl && databaseUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
}
process.exit(violations.length ? 1 : 0);
