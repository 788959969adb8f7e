/**
 * Database set-up for `npm run bench` (run.mjs), run through tsx before a server starts on it:
 *   prepare.ts market <target>   the sample market with enough branches for 500 listeners and
 *                                 200 sign-ins, lots for a full listing page, and one lot with
 *                                 ample stock for the purchase storm; prints what the bench needs
 *   prepare.ts scale <target>    the bench-scale market (bench-seed.ts), reused when <target>
 *                                 already holds it (the seed takes minutes on a shared machine)
 *   prepare.ts stock <target> <lot>  the storm lot's stock equation, after the server stopped (PGlite)
 *   prepare.ts opening <target>  the market-opening market (the seed CLI's --lots 1000 --branches 260)
 *   prepare.ts equation <target>  every lot's stock plus its sold packages, and the least stock
 * <target> is a PostgreSQL URL or a PGlite data folder. Answers one JSON line on stdout.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDb } from '../src/db/open-db';
import { migrate } from '../src/db/migrate';
import type { Db } from '../src/db/types';
import { SAMPLE_ACCOUNTS } from '../src/seed/build-accounts';
import { seedSampleMarket } from '../src/seed';
import { japanDate } from '../src/time/japan-time';
import { BENCH_SCALE, seedBenchMarket } from './bench-seed';

export const STORM_STOCK = 1_000_000;
const MARKET_SCALE = { lots: 160, branches: 560 };

const [mode, target, arg] = process.argv.slice(2);
const open = (): Promise<Db> => (/^postgres(ql)?:/.test(target) ? openDb({ databaseUrl: target }) : openDb({ dataDir: target }));

async function stockOf(db: Db, lot: number) {
  const { rows } = await db.query<{ remaining: number; sold: number; lines: number }>(
    `SELECT w.remaining_quantity AS remaining, coalesce(sum(s.kuchi_su) FILTER (WHERE s.cancelled_at IS NULL), 0)::int AS sold,
            count(s.sale_id)::int AS lines
       FROM web_items w LEFT JOIN sales s ON s.web_item_id = w.id WHERE w.id = $1 GROUP BY w.id`,
    [lot],
  );
  return rows[0];
}

async function market(db: Db) {
  const now = new Date();
  await db.transaction((tx) => seedSampleMarket(tx, { now, scale: MARKET_SCALE }));
  // The storm lot: on sale today, one package per purchase, stock far beyond what a storm takes.
  const { rows } = await db.query<{ id: number; receiving_id: number }>(
    `SELECT w.id, w.receiving_id FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
      WHERE w.sale_date = $1::date AND w.unit_price > 0 AND w.is_web_open AND w.buy_permit_flg AND NOT w.suspend_flg
        AND NOT p.is_suspensions AND w.open_hour IS NULL
      ORDER BY w.id LIMIT 1`,
    [japanDate(now)],
  );
  const lot = rows[0];
  await db.query('UPDATE web_items SET remaining_quantity = $2, max_quantity = 10 WHERE id = $1', [lot.id, STORM_STOCK]);
  await db.query('UPDATE receivings SET stock_su = $2 WHERE id = $1', [lot.receiving_id, STORM_STOCK * 10]);
  const sample = new Set<string>(SAMPLE_ACCOUNTS.map((a) => a.loginId));
  const buyers = await db.query<{ login_id: string }>(
    `SELECT a.login_id FROM accounts a JOIN branches b ON b.id = a.branch_id
      WHERE NOT a.is_admin AND NOT a.suspend_flg AND NOT b.suspend_flg AND b.buy_permit_flg AND NOT b.purchase_approval ORDER BY a.id`,
  );
  return { stormLot: lot.id, buyers: buyers.rows.map((r) => r.login_id).filter((id) => !sample.has(id)), ...(await stockOf(db, lot.id)) };
}

async function scale(db: Db) {
  const now = new Date();
  const marker = /^postgres/.test(target) ? null : path.join(target, `bench-scale-${japanDate(now)}`);
  const have = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales')).rows[0].n;
  // Reused only when seeded for today (lots are dated) and complete.
  const ready = marker
    ? existsSync(marker)
    : (await db.query(`SELECT 1 FROM schema_migrations WHERE name = $1`, [`bench-scale-${japanDate(now)}`])).rows.length > 0;
  if (ready && have >= BENCH_SCALE.saleLines) return { reused: true, saleLines: have, buyers: await signInReady(db) };
  if (have > 0) throw new Error(`${target} holds another market: remove it first`);
  const started = Date.now();
  const counts = await db.transaction((tx) => seedBenchMarket(tx, BENCH_SCALE, now));
  if (marker) writeFileSync(marker, '');
  // PostgreSQL: the marker is a row beside the migrations (no table of its own); negative version, never a real one.
  else
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      -Number(japanDate(now).replace(/-/g, '')),
      `bench-scale-${japanDate(now)}`,
    ]);
  return { reused: false, seedMs: Date.now() - started, ...counts, buyers: await signInReady(db) };
}

/** Buyers of the seeded branches who can sign in and buy at once (not the sample's demo accounts). */
async function signInReady(db: Db): Promise<string[]> {
  const sample = new Set<string>(SAMPLE_ACCOUNTS.map((a) => a.loginId));
  const buyers = await db.query<{ login_id: string }>(
    `SELECT a.login_id FROM accounts a JOIN branches b ON b.id = a.branch_id
      WHERE NOT a.is_admin AND NOT a.suspend_flg AND NOT b.suspend_flg AND b.buy_permit_flg AND NOT b.purchase_approval
        AND NOT a.is_first_login ORDER BY a.id`,
  );
  return buyers.rows.map((r) => r.login_id).filter((id) => !sample.has(id));
}

/** The market-opening market: what `npm -w mock-server run seed -- --lots 1000 --branches 260` loads. */
export const OPENING_SCALE = { lots: 1000, branches: 260 };

async function opening(db: Db, scale = OPENING_SCALE) {
  await db.transaction((tx) => seedSampleMarket(tx, { now: new Date(), scale }));
  return { buyers: await signInReady(db), ...(await equation(db)) };
}

/** Every lot's remaining packages plus those its live sale lines took: a purchase moves one to the other. */
async function equation(db: Db) {
  const { rows } = await db.query<{ id: number; remaining: number; total: number }>(
    `SELECT w.id, w.remaining_quantity AS remaining,
            w.remaining_quantity + coalesce((SELECT sum(s.kuchi_su) FROM sales s WHERE s.web_item_id = w.id AND s.cancelled_at IS NULL), 0)::int AS total
       FROM web_items w ORDER BY w.id`,
  );
  const lines = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales')).rows[0].n;
  return { totals: Object.fromEntries(rows.map((r) => [r.id, Number(r.total)])), least: Math.min(...rows.map((r) => r.remaining)), lines };
}

async function main(): Promise<void> {
  const db = await open();
  try {
    await migrate(db);
    let answer: unknown;
    if (mode === 'market') answer = await market(db);
    else if (mode === 'scale') answer = await scale(db);
    else if (mode === 'stock') answer = await stockOf(db, Number(arg));
    else if (mode === 'opening') answer = await opening(db, arg ? { lots: 10_000, branches: 1_100 } : OPENING_SCALE);
    else if (mode === 'equation') answer = await equation(db);
    else throw new Error(`unknown mode ${mode}`);
    process.stdout.write(`${JSON.stringify(answer)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
