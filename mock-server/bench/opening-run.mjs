// The "opening" rows of `npm run bench` (run.mjs): the market is prepared, the server
// started, the load of opening.mjs run, the stock equation checked once the server stopped.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile, sleep, startServer } from './harness.mjs';
import { B2B_SECONDS, PACED_SECONDS, STEADY_AFTER_MS, openingLoad } from './opening.mjs';
import { ms, tokensFor } from './scenarios.mjs';

/** The seeded branches' sample password (seed/build-accounts.ts OTHER_PASSWORD). */
const OTHER_PASSWORD = 'sample-pass-1';

/** The table rows of one opening run (`where`: which processes, for the two-process run). */
export function openingRows(row, label, r, pg, where) {
  const { paced: p, backToBack: b, bare } = r;
  row(
    label,
    `opening${where} paced: /web page load p50 / p99 (${r.buyers} visits/s)`,
    `${ms(p.pageP50 ?? p.listingP50)} / ${ms(p.pageP99)} (listing alone p99 ${ms(p.listingP99)})`,
    `${p.visits} visits (${p.skipped} not sent: over ${10} s late), from the due time; due after the first ${STEADY_AFTER_MS / 1000} s: p99 ${ms(p.steadyPageP99)}; the bare server, back to back, manages ${bare.visitsPerSecond} visits/s`,
    'p99 ≤ 250 ms',
    p.pageP99 <= 250,
  );
  row(
    label,
    `opening${where} paced: buy p50 / p99`,
    `${ms(p.buyP50)} / ${ms(p.buyP99)}`,
    `${p.buys} bought, ${p.refused} refused (sold out); due after the first ${STEADY_AFTER_MS / 1000} s: p99 ${ms(p.steadyBuyP99)}`,
    'p99 ≤ 250 ms',
    p.buyP99 <= 250,
  );
  const ratio = b.listingRps / bare.listingRps;
  const goal = pg ? 0.5 : 0.3;
  row(
    label,
    `opening${where} back to back: listing req/s`,
    `${b.listingRps} req/s (page p50 ${ms(b.listingP50)}, p99 ${ms(b.pageP99)})`,
    `bare ${bare.listingRps} req/s → ${ratio.toFixed(2)}×`,
    `≥ ${goal}×`,
    ratio >= goal,
  );
  const rate = pg ? 300 : 150;
  row(
    label,
    `opening${where} back to back: purchases/s`,
    `${b.buysPerSecond}/s`,
    `${b.buys} bought, p99 ${ms(b.buyP99)}`,
    `≥ ${rate}/s`,
    b.buysPerSecond >= rate,
  );
  const errors = p.errors + b.errors;
  const fivexx = p.server5xx + b.server5xx;
  row(label, `opening${where} socket errors / 5xx`, `${errors} / ${fivexx}`, '', '0 / 0', errors === 0 && fivexx === 0);
}

/** Every lot's stock plus its sold packages is what it was before the run; none negative. */
export function equationRow(row, label, before, after, where) {
  const moved = Object.keys(before.totals).filter((id) => before.totals[id] !== after.totals[id]);
  row(
    label,
    `opening${where} stock equation, every lot`,
    `${moved.length} lots off, least stock ${after.least}`,
    `${after.lines - before.lines} sale lines added`,
    'exact, none negative',
    moved.length === 0 && after.least >= 0,
  );
}

/**
 * Market opening, 200 distinct buyers of the 1,000-lot, 260-branch market, each visit
 * the whole /web page load on a random listing page → buy one package → that page again.
 */
export async function runOpening(label, databaseUrl, { prepare, row }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fm-bench-opening-'));
  const setup = prepare('opening', databaseUrl ?? dataDir);
  let server = await startServer({ dataDir, databaseUrl, env: { THROTTLE_PER_ADDRESS: '100000' } });
  const pg = databaseUrl !== null;
  try {
    console.log(`\n[${label}] opening: 200 buyers, 1,000 lots, 260 branches; paced ${PACED_SECONDS} s, back to back ${B2B_SECONDS} s`);
    const r = await openingLoad([server.base], setup.buyers.slice(0, 200), OTHER_PASSWORD);
    openingRows(row, label, r, pg, '');
    await server.stop();
    server = null;
    const after = prepare('equation', databaseUrl ?? dataDir);
    equationRow(row, label, setup, after, '');
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The bench-scale opening (10,000 lots, 1,000 buyers) on PostgreSQL with two
 * server processes sharing the database, buyers split between them; then how soon a purchase
 * acknowledged by one process shows in a listing answered by the other.
 */
export async function runOpeningTwoProcesses(label, databaseUrl, { prepare, row }) {
  const dirs = [mkdtempSync(path.join(os.tmpdir(), 'fm-bench-opening-a-')), mkdtempSync(path.join(os.tmpdir(), 'fm-bench-opening-b-'))];
  const setup = prepare('opening', databaseUrl, 'scale');
  const env = { THROTTLE_PER_ADDRESS: '100000' };
  const servers = [];
  try {
    for (const dataDir of dirs) servers.push(await startServer({ dataDir, databaseUrl, env }));
    const where = ' at bench scale, two processes';
    console.log(`\n[${label}] opening${where}: 1,000 buyers, 10,000 lots; paced ${PACED_SECONDS} s, back to back ${B2B_SECONDS} s`);
    const r = await openingLoad(
      servers.map((s) => s.base),
      setup.buyers.slice(0, 1000),
      OTHER_PASSWORD,
    );
    openingRows(row, label, r, true, where);
    const seen = await crossProcessVisibility(servers[0].base, servers[1].base, setup.buyers.slice(-2));
    row(
      label,
      `opening${where}: purchase on one → listing on the other`,
      `p99 ${ms(seen.p99)}, ${seen.missed} not seen`,
      `${seen.rounds} purchases`,
      'p99 ≤ 1 s',
      seen.p99 <= 1000 && seen.missed === 0,
    );
    for (const s of servers.splice(0)) await s.stop();
    equationRow(row, label, setup, prepare('equation', databaseUrl), where);
  } finally {
    for (const s of servers) await s.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A buyer on process A buys one package of a lot of the first listing page; a buyer on process B
 * reads that page until the lot shows the new stock (at most 2 s). Answers p99 ms from A's
 * acknowledgement to B's answer showing it.
 */
async function crossProcessVisibility(baseA, baseB, logins, rounds = 20) {
  const [tokenA] = await tokensFor(baseA, [logins[0]], OTHER_PASSWORD);
  const [tokenB] = await tokensFor(baseB, [logins[1]], OTHER_PASSWORD);
  const page = async (base, token) => {
    const res = await fetch(`${base}/api/v1/users/web/detail?per=50&page=1`, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()).datas;
  };
  const times = [];
  let missed = 0;
  for (let i = 0; i < rounds; i++) {
    const lot = (await page(baseA, tokenA)).find((d) => d.remaining_quantity > 0 && d.BUY_PERMIT_FLG && d.is_web_open && Number(d.unit_price) > 0);
    if (!lot) break;
    const bought = await fetch(`${baseA}/api/v1/users/web/buy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] }),
    });
    await bought.arrayBuffer();
    if (bought.status !== 200) continue;
    const acknowledged = performance.now();
    let shown = false;
    while (performance.now() - acknowledged < 2000) {
      const row = (await page(baseB, tokenB)).find((d) => d.id === lot.id);
      if (!row || row.remaining_quantity <= lot.remaining_quantity - 1) {
        shown = true;
        break;
      }
      await sleep(5);
    }
    if (shown) times.push(performance.now() - acknowledged);
    else {
      missed++;
      times.push(Infinity);
    }
  }
  return { rounds: times.length, missed, p99: percentile(times, 99) };
}
