// The "opening" rows of `npm run bench` (run.mjs): the market is prepared, the servers started
// as markets run them (deployment.mjs: `npm start`'s defaults on the embedded database, buyers
// straight to the process; deploy/nginx.conf in front of two processes on PostgreSQL), the load
// of opening.mjs run, the stock equation checked once the servers stopped.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_ENCODINGS } from './browser.mjs';
import { bareBehindNginx, startDeployed } from './deployment.mjs';
import { percentile, sleep } from './harness.mjs';
import { B2B_SECONDS, PACED_SECONDS, STEADY_AFTER_MS, openingLoad, startBarePage } from './opening.mjs';
import { ms, tokensFor } from './scenarios.mjs';

/** The seeded branches' sample password (seed/build-accounts.ts OTHER_PASSWORD). */
const OTHER_PASSWORD = 'sample-pass-1';

/**
 * The back-to-back goal against the bare reference reached the same way: nginx costs the bare
 * servers little and the real ones the same again per request, so its goal is lower.
 */
const RATIO_GOAL = { direct: 0.4, nginx: 0.3 };
const PURCHASE_GOAL = 300;

/** The table rows of one opening run (`front`: 'direct' or 'nginx'; `where`: how it ran, in the figure's name). */
export function openingRows(row, label, r, front, where, logBytes) {
  const { paced: p, backToBack: b, bare } = r;
  row(
    label,
    `opening${where} paced: /web page load p50 / p99 (${r.buyers} visits/s)`,
    `${ms(p.pageP50 ?? p.listingP50)} / ${ms(p.pageP99)} (listing alone p99 ${ms(p.listingP99)})`,
    `${p.visits} visits (${p.skipped} not sent: over ${10} s late), from the due time; due after the first ${STEADY_AFTER_MS / 1000} s: p99 ${ms(p.steadyPageP99)}; the bare reference, back to back, manages ${bare.visitsPerSecond} visits/s`,
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
  const goal = RATIO_GOAL[front];
  row(
    label,
    `opening${where} back to back: listing req/s`,
    `${b.listingRps} req/s (page p50 ${ms(b.listingP50)}, p99 ${ms(b.pageP99)})`,
    `bare ${bare.listingRps} req/s${front === 'nginx' ? ' (two bare servers behind the same nginx)' : ''} → ${ratio.toFixed(2)}×`,
    `≥ ${goal}×`,
    ratio >= goal,
  );
  row(
    label,
    `opening${where} back to back: purchases/s`,
    `${b.buysPerSecond}/s`,
    `${b.buys} bought, p99 ${ms(b.buyP99)}`,
    `≥ ${PURCHASE_GOAL}/s`,
    b.buysPerSecond >= PURCHASE_GOAL,
  );
  const errors = p.errors + b.errors;
  const fivexx = p.server5xx + b.server5xx;
  const logged = `servers logged ${(logBytes / 1024 / 1024).toFixed(1)} MB at the default level`;
  row(label, `opening${where} socket errors / 5xx`, `${errors} / ${fivexx}`, logged, '0 / 0', errors === 0 && fivexx === 0);
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
 * Market opening, each visit the whole /web page load on a random listing page → buy one
 * package → that page again: 200 distinct buyers of the 1,000-lot, 260-branch market, or with
 * `scale` 1,000 buyers of the 10,000-lot one, then how soon a purchase acknowledged by one
 * process shows in a listing answered by the other. The servers run as deployed
 * (deployment.mjs): (A) on the embedded database, (B) on PostgreSQL.
 */
export async function runOpening(label, databaseUrl, { prepare, row, scale = false }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fm-bench-opening-'));
  const setup = prepare('opening', databaseUrl ?? dataDir, scale ? 'scale' : undefined);
  let deployed = await startDeployed({ dataDir, databaseUrl });
  try {
    const where = `${scale ? ' at bench scale' : ''}${deployed.where}`;
    const [buyers, lots] = scale ? [1000, '10,000 lots'] : [200, '1,000 lots, 260 branches'];
    console.log(`\n[${label}] opening${where}: ${buyers} buyers, ${lots}; paced ${PACED_SECONDS} s, back to back ${B2B_SECONDS} s`);
    const bare = deployed.front === 'nginx' ? (answers) => bareBehindNginx(() => startBarePage(answers)) : startBarePage;
    const r = await openingLoad([deployed.base], setup.buyers.slice(0, buyers), OTHER_PASSWORD, { bare });
    openingRows(row, label, r, deployed.front, where, deployed.logBytes());
    if (scale) {
      const [a, b] = deployed.servers;
      const seen = await crossProcessVisibility(a.base, b.base, setup.buyers.slice(-2));
      row(
        label,
        `opening${where}: purchase on one → listing on the other`,
        `p99 ${ms(seen.p99)}, ${seen.missed} not seen`,
        `${seen.rounds} purchases`,
        'p99 ≤ 1 s',
        seen.p99 <= 1000 && seen.missed === 0,
      );
    }
    await deployed.stop();
    deployed = null;
    equationRow(row, label, setup, prepare('equation', databaseUrl ?? dataDir), where);
  } finally {
    await deployed?.stop();
    rmSync(dataDir, { recursive: true, force: true });
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
    const res = await fetch(`${base}/api/v1/users/web/detail?per=50&page=1`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS },
    });
    return (await res.json()).datas;
  };
  const times = [];
  let missed = 0;
  for (let i = 0; i < rounds; i++) {
    const lot = (await page(baseA, tokenA)).find((d) => d.remaining_quantity > 0 && d.BUY_PERMIT_FLG && d.is_web_open && Number(d.unit_price) > 0);
    if (!lot) break;
    const bought = await fetch(`${baseA}/api/v1/users/web/buy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS, 'idempotency-key': randomUUID() },
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
