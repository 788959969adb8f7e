/**
 * Benchmark of the sample market at scale: how long the seed takes and how fast the main
 * reads answer over the real routes (Fastify inject, no network): the web listing page,
 * market statistics and purchase history. Bounded: a fixed number of runs per read.
 *   npm run bench [-- --lots 10000 --branches 1000 --runs 15]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/clock';
import { defaultConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { seedSampleMarket } from '../src/seed';

const { values } = parseArgs({ options: { lots: { type: 'string' }, branches: { type: 'string' }, runs: { type: 'string' } } });
const scale = { lots: Number(values.lots ?? 10_000), branches: Number(values.branches ?? 1_000) };
const runs = Number(values.runs ?? 15);

function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const now = new Date();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fm-bench-'));
  let t = process.hrtime.bigint();
  const db = await openDb({ memory: true });
  await migrate(db);
  console.log(`PGlite created and migrated      ${ms(t).toFixed(0)} ms`);

  t = process.hrtime.bigint();
  await db.transaction((tx) => seedSampleMarket(tx, { now, scale }));
  console.log(`seed ${scale.lots} lots, ${scale.branches} branches   ${ms(t).toFixed(0)} ms`);
  const counts = await db.query<{ t: string; n: number }>(
    `SELECT 'sales' AS t, count(*)::int AS n FROM sales UNION ALL SELECT 'receivings', count(*)::int FROM receivings
     UNION ALL SELECT 'web_items', count(*)::int FROM web_items UNION ALL SELECT 'accounts', count(*)::int FROM accounts`,
  );
  console.log(`  rows: ${counts.rows.map((r) => `${r.t} ${r.n}`).join(', ')}`);

  const app = await buildApp({ db, clock: new ManualClock(now), config: defaultConfig({ port: 0, dataDir, webRoot: dataDir }) });
  try {
    const signIn = await app.inject({ method: 'POST', url: '/api/v1/users/signin', payload: { id: '1001-001', password: 'buyer-pass-1' } });
    const { token } = signIn.json() as { token: string };
    if (!token) throw new Error(`sign-in failed: ${signIn.body}`);
    const history = await app.inject({ method: 'GET', url: '/api/v1/users/sale', headers: { authorization: `Bearer ${token}` } });
    const lastDay = (history.json() as { datas: { purchaseDate: string }[] }).datas[0]?.purchaseDate ?? '';

    const reads: [string, string][] = [
      ['web listing page (50 lots)', '/users/web/detail?per=50&page=1'],
      ['web listing, page 20', '/users/web/detail?per=50&page=20'],
      ['market statistics', '/users/market'],
      ['market detail (バラ)', '/users/market/detail?item_cd=1100'],
      ['sale history (31 days)', '/users/sale'],
      ['sale history detail', `/users/sale/detail?purchase_date=${encodeURIComponent(lastDay)}`],
      ['news list', '/users/news'],
    ];
    console.log(`\nreads (${runs} runs each after one warm-up)`);
    for (const [label, url] of reads) {
      const call = () => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
      const warm = await call();
      if (warm.statusCode !== 200) {
        console.log(`  ${label.padEnd(30)} answered ${warm.statusCode}: ${warm.body.slice(0, 200)}`);
        continue;
      }
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = process.hrtime.bigint();
        await call();
        times.push(ms(start));
      }
      console.log(`  ${label.padEnd(30)} ${summary(times)}`);
    }
  } finally {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
