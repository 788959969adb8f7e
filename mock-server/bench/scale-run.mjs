// Reads, and the price history, on the bench-scale market (10,000 lots,
// 1,000 branches, 1,000,000 sale lines), seeded once per Japan day and then reused.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_ENCODINGS } from './browser.mjs';
import { startDeployed } from './deployment.mjs';
import { signIn } from './harness.mjs';
import { cannon, ms, tokensFor } from './scenarios.mjs';

/** The seeded branches' sample password (seed/build-accounts.ts OTHER_PASSWORD). */
const OTHER_PASSWORD = 'sample-pass-1';
export const JAPAN_DAY = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * A lot's 30 days of product, variety, item and shipper prices over 1,000,000 lines, as
 * buyers open it: 100 signed-in buyers, each request a random one of them on a random lot of
 * today's listing (500 lots over 60 products and their items and shippers), 10 at a time.
 */
async function priceHistoryRow(row, label, base, buyers) {
  const tokens = await tokensFor(base, buyers.slice(0, 100), OTHER_PASSWORD);
  const headers = { authorization: `Bearer ${tokens[0]}`, 'accept-encoding': BROWSER_ENCODINGS };
  const lots = [];
  for (const page of [1, 5, 9, 13, 17]) {
    const listing = await (await fetch(`${base}/api/v1/users/web/detail?per=100&page=${page}`, { headers })).json();
    lots.push(...(listing.datas ?? []).map((lot) => lot.id));
  }
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  // This row is the first load on a server just started: 2 s of the same questions first, not
  // counted (its pool connections open and its code warms up), as the rows after it have had.
  const load = (duration) => ({
    url: `${base}/api/v1/users/market/history`,
    connections: 10,
    duration,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: `/api/v1/users/market/history?id=${pick(lots)}&days=30`,
          headers: { ...req.headers, authorization: `Bearer ${pick(tokens)}` },
        }),
      },
    ],
  });
  await cannon(load(2));
  const r = await cannon(load(undefined));
  const reference = `${r.rps} req/s, 10 conn., ${tokens.length} buyers, ${lots.length} lots, after 2 s unmeasured`;
  row(label, 'scale: price history, 30 days', `p99 ${ms(r.p99)}`, reference, 'p99 ≤ 50 ms', r.p99 <= 50 && r.errors + r.non2xx === 0 && lots.length > 0);
}

/** Goal 6: the reads on the bench-scale market (seeded once per day, then reused). */
export async function scaleRun(label, databaseUrl, { prepare, row }) {
  // Lots are dated: a market seeded on another day is dropped and seeded anew.
  const root = path.join(os.tmpdir(), 'fm-bench-scale');
  const cacheDir = path.join(root, JAPAN_DAY);
  mkdirSync(root, { recursive: true });
  for (const old of readdirSync(root)) if (old !== JAPAN_DAY) rmSync(path.join(root, old), { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  console.log(`\n[${label}] bench-scale market (10,000 lots, 1,000 branches, 1,000,000 sale lines)`);
  const seeded = prepare('scale', databaseUrl ?? cacheDir);
  console.log(`  ${seeded.reused ? 'reused the seeded market' : `seeded in ${Math.round(seeded.seedMs / 1000)} s`}`);
  // As deployed (deployment.mjs): on PostgreSQL through nginx, two processes.
  const server = await startDeployed({ dataDir: cacheDir, databaseUrl });
  try {
    const token = await signIn(server.base, '1001-001', 'buyer-pass-1');
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS };
    const history = await (await fetch(`${server.base}/api/v1/users/sale`, { headers })).json();
    const day = history.datas?.[0]?.purchaseDate ?? '';
    await priceHistoryRow(row, label, server.base, seeded.buyers);
    const reads = [
      ['listing per=150', '/users/web/detail?per=150&page=1'],
      ['history', '/users/sale'],
      ['history, one day', `/users/sale/detail?purchase_date=${encodeURIComponent(day)}`],
      ['market', '/users/market'],
      ['market, one item', '/users/market/detail?item_cd=1100'],
    ];
    for (const [name, apiPath] of reads) {
      const r = await cannon({ url: `${server.base}/api/v1${apiPath}`, headers, connections: 10 });
      row(label, `scale: ${name}`, `p99 ${ms(r.p99)}`, `${r.rps} req/s, 10 conn.`, 'p99 ≤ 50 ms', r.p99 <= 50 && r.errors + r.non2xx === 0);
    }
  } finally {
    await server.stop();
  }
}
