// The "opening" rows of `npm run bench` (run.mjs): the market is prepared, the servers started
// as markets run them, the load of opening.mjs run, the stock equation checked once the servers
// stopped. Two configurations: (A) `npm start`'s defaults, the embedded database, buyers straight
// to the one process; (B) deploy/nginx.conf in front of two processes on PostgreSQL with
// TRUST_PROXY=1 (docs/operations.md "Deploy behind nginx"). Neither sets a log level: the
// servers log at their default (info), to a file.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../scripts/nginx-front.mjs';
import { BROWSER_ENCODINGS } from './browser.mjs';
import { freePort, percentile, sleep, startServer } from './harness.mjs';
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
 * (A) Market opening as `npm start` runs it: the embedded database, default settings, 200
 * distinct buyers of the 1,000-lot, 260-branch market straight to the process, each visit the
 * whole /web page load on a random listing page → buy one package → that page again.
 */
export async function runOpening(label, databaseUrl, { prepare, row }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fm-bench-opening-'));
  const setup = prepare('opening', databaseUrl ?? dataDir);
  let server = await startServer({ dataDir, databaseUrl });
  const where = ' (npm start)';
  try {
    console.log(`\n[${label}] opening${where}: 200 buyers, 1,000 lots, 260 branches; paced ${PACED_SECONDS} s, back to back ${B2B_SECONDS} s`);
    const r = await openingLoad([server.base], setup.buyers.slice(0, 200), OTHER_PASSWORD);
    openingRows(row, label, r, 'direct', where, server.logBytes());
    await server.stop();
    server = null;
    const after = prepare('equation', databaseUrl ?? dataDir);
    equationRow(row, label, setup, after, where);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** deploy/nginx.conf in front of `ports`, in a folder of its own; stop() also removes the folder. */
async function nginxFront(ports) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fm-bench-nginx-'));
  try {
    // Debian's nginx.conf allows 768 connections a worker; 200 browsers of up to 6 connections
    // each, plus nginx's own to the servers, need more than that, as a market's would.
    const front = await startNginx({ work, upstreams: ports, port: await freePort(), workerConnections: 4096 });
    return { ...front, stop: () => front.stop().finally(() => rmSync(work, { recursive: true, force: true })) };
  } catch (err) {
    rmSync(work, { recursive: true, force: true });
    throw err;
  }
}

/** The bare reference behind nginx: two bare servers (one per server process) behind the same configuration. */
async function bareBehindNginx(answers) {
  const bares = [await startBarePage(answers), await startBarePage(answers)];
  try {
    const front = await nginxFront(bares.map((b) => b.port));
    return { base: front.url, stop: async () => (await front.stop(), await Promise.all(bares.map((b) => b.stop()))) };
  } catch (err) {
    await Promise.all(bares.map((b) => b.stop()));
    throw err;
  }
}

/**
 * (B) Market opening as docs/operations.md "Deploy behind nginx" runs it: deploy/nginx.conf in
 * front of two server processes on one PostgreSQL, TRUST_PROXY=1, NODE_ENV=production and one
 * FILE_URL_SECRET as deploy/flower-market@.service and its env file set them; buyers reach the
 * one URL from their own addresses. 200 buyers of the 1,000-lot market, or with `scale` 1,000
 * buyers of the 10,000-lot one, then how soon a purchase acknowledged by one process shows in a
 * listing answered by the other.
 */
export async function runOpeningBehindNginx(label, databaseUrl, { prepare, row, scale = false }) {
  const dirs = [mkdtempSync(path.join(os.tmpdir(), 'fm-bench-opening-a-')), mkdtempSync(path.join(os.tmpdir(), 'fm-bench-opening-b-'))];
  const setup = prepare('opening', databaseUrl, scale ? 'scale' : undefined);
  const env = { TRUST_PROXY: '1', NODE_ENV: 'production', FILE_URL_SECRET: randomBytes(32).toString('hex') };
  const servers = [];
  let front = null;
  try {
    for (const dataDir of dirs) servers.push(await startServer({ dataDir, databaseUrl, env }));
    front = await nginxFront(servers.map((s) => s.port));
    const where = `${scale ? ' at bench scale' : ''} behind nginx, two processes`;
    const buyers = scale ? 1000 : 200;
    const lots = scale ? '10,000' : '1,000';
    console.log(`\n[${label}] opening${where}: ${buyers} buyers, ${lots} lots; paced ${PACED_SECONDS} s, back to back ${B2B_SECONDS} s`);
    const r = await openingLoad([front.url], setup.buyers.slice(0, buyers), OTHER_PASSWORD, { bare: bareBehindNginx });
    openingRows(
      row,
      label,
      r,
      'nginx',
      where,
      servers.reduce((sum, s) => sum + s.logBytes(), 0),
    );
    if (scale) {
      const seen = await crossProcessVisibility(servers[0].base, servers[1].base, setup.buyers.slice(-2));
      row(
        label,
        `opening${where}: purchase on one → listing on the other`,
        `p99 ${ms(seen.p99)}, ${seen.missed} not seen`,
        `${seen.rounds} purchases`,
        'p99 ≤ 1 s',
        seen.p99 <= 1000 && seen.missed === 0,
      );
    }
    await front.stop();
    front = null;
    for (const s of servers.splice(0)) await s.stop();
    equationRow(row, label, setup, prepare('equation', databaseUrl), where);
  } finally {
    await front?.stop();
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
