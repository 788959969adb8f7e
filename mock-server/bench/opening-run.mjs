// Issue 19's "opening" rows of `npm run bench` (run.mjs): the market is prepared, the server
// started, the load of opening.mjs run, the stock equation checked once the server stopped.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './harness.mjs';
import { B2B_SECONDS, PACED_SECONDS, openingLoad } from './opening.mjs';
import { ms } from './scenarios.mjs';

/** The seeded branches' sample password (seed/build-accounts.ts OTHER_PASSWORD). */
const OTHER_PASSWORD = 'sample-pass-1';

/** The table rows of one opening run (`where`: which processes, for the two-process run). */
export function openingRows(row, label, r, pg, where) {
  const { paced: p, backToBack: b, bare } = r;
  row(
    label,
    `opening${where} paced: /web page load p50 / p99 (200 visits/s)`,
    `${ms(p.pageP50 ?? p.listingP50)} / ${ms(p.pageP99)} (listing alone p99 ${ms(p.listingP99)})`,
    `${p.visits} visits (${p.skipped} not sent: over ${10} s late), from the due time`,
    'p99 ≤ 250 ms',
    p.pageP99 <= 250,
  );
  row(
    label,
    `opening${where} paced: buy p50 / p99`,
    `${ms(p.buyP50)} / ${ms(p.buyP99)}`,
    `${p.buys} bought, ${p.refused} refused (sold out)`,
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

/** BENCH_SCENARIO=opening: its rows replace the opening rows of the last full run's table in docs/bench-latest.md. */
export function mergeOpeningRows(docFile, rows, loadAtStart) {
  const kept = readFileSync(docFile, 'utf8')
    .split('\n')
    .filter((line) => !/^\| [^|]+ \| opening/.test(line) && !line.startsWith('The opening rows were measured'));
  const last = kept.reduce((at, line, i) => (line.startsWith('| ') ? i : at), -1);
  const note = `The opening rows were measured by BENCH_SCENARIO=opening on ${new Date().toISOString()} (1-minute load average at the start ${loadAtStart}).`;
  kept.splice(last + 1, 0, ...rows.map((r) => `| ${r.db} | ${r.figure} | ${r.value} | ${r.reference} | ${r.goal} | ${r.met} |`), '', note);
  writeFileSync(docFile, kept.join('\n'));
}

/**
 * Issue 19: market opening, 200 distinct buyers of the 1,000-lot, 260-branch market, each visit
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
