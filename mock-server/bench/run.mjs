// `npm run bench` (from the repository root): the performance goals measured side by side in one run,
// on the embedded database and, when one answers on 127.0.0.1:5432 (or BENCH_DATABASE_URL), on
// PostgreSQL, each as markets run it (deployment.mjs): the embedded database with `npm start`'s
// defaults, clients straight to the one process; PostgreSQL with deploy/nginx.conf in front of two
// processes (TRUST_PROXY=1), clients through nginx. No log level is set (the servers log at info,
// to a file) and every request asks for compression as Chromium does (browser.mjs). The bare
// node:http references are reached the same way: directly, or two behind the same nginx.
// autocannon and node:http clients drive the compiled server (`npm run bench` builds it first).
// Prints one table (figure, reference, goal, met) and writes it to docs/bench-latest.md.
//   BENCH_SECONDS (default 4) per load; BENCH_SKIP_SCALE=1 leaves out the bench-scale reads and
//   the bench-scale opening (PostgreSQL, behind nginx);
//   BENCH_ONLY=pglite or BENCH_ONLY=postgres runs one database, so one of the two deployments;
//   BENCH_SCENARIO=opening runs only the market opening (BENCH_OPENING_PACED_SECONDS, default 20;
//   BENCH_OPENING_SECONDS, back to back, default 10); BENCH_SCENARIO=scale only the bench-scale
//   reads; BENCH_SCENARIO=live-market only the live market's rows (admin commit → 500 open
//   market streams, a ticker line and a negotiation answer).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startDeployed } from './deployment.mjs';
import { SERVER_ROOT, TSX_ARGS, signIn } from './harness.mjs';
import { runOpening } from './opening-run.mjs';
import { liveMarketRows } from './live-market.mjs';
import { JAPAN_DAY, scaleRun as scaleReads } from './scale-run.mjs';
import { SECONDS, STORM_SECONDS, bareReference, cannon, ms, liveStock, purchaseStorm, readVsBare, signInStorm, tokensFor } from './scenarios.mjs';

const OTHER_PASSWORD = 'sample-pass-1';
const rows = [];
const row = (db, figure, value, reference, goal, met) => {
  rows.push({ db, figure, value, reference, goal, met: met === null ? '–' : met ? '✓' : '✗' });
  console.log(`  ${figure}: ${value}${reference ? ` (${reference})` : ''} — goal ${goal} ${met === null ? '' : met ? '✓' : '✗'}`);
};

function prepare(mode, target, arg) {
  const run = spawnSync(process.execPath, [...TSX_ARGS, path.join(SERVER_ROOT, 'bench', 'prepare.ts'), mode, target, ...(arg ? [arg] : [])], {
    cwd: SERVER_ROOT,
    encoding: 'utf8',
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`prepare ${mode}: ${run.stderr || run.error}`);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

async function postgresAdminUrl() {
  const url = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function withAdmin(adminUrl, fn) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Databases named like `pattern` (LIKE), except `keep`, are dropped. */
const dropDatabases = (adminUrl, pattern, keep = '') =>
  withAdmin(adminUrl, async (client) => {
    const stale = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2', [pattern, keep]);
    for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });

/** The URL of database `name` on the server, created when missing. */
async function pgDatabase(adminUrl, name) {
  await withAdmin(adminUrl, async (client) => {
    if (!(await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length) await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const BUYER_READS = [
  ['listing per=150', '/users/web/detail?per=150&page=1'],
  ['listing filtered (バラ, price)', `/users/web/detail?per=150&page=1&item_names=${encodeURIComponent('バラ')}&sort=price_asc`],
  ['listing filters', '/users/web'],
  ['my page', '/users/mypage'],
  ['market', '/users/market'],
  ['history', '/users/sale'],
  ['news', '/users/news'],
];

/**
 * Every goal but the scale reads, on one database (`databaseUrl` null: the embedded one), the
 * servers as deployed (deployment.mjs). The product's defaults: the bench's sign-ins all
 * succeed, so the per-address throttle (failed sign-ins only) never applies, though all come from 127.0.0.1.
 */
async function marketRun(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fm-bench-'));
  const setup = prepare('market', databaseUrl ?? dataDir);
  let deployed = await startDeployed({ dataDir, databaseUrl });
  const { base, front } = deployed;
  try {
    const live = { label, base, where: front === 'nginx' ? deployed.where : ', one server', setup, row, password: OTHER_PASSWORD };
    if (liveMarketOnly) return await liveMarketRows(live);
    const token = await signIn(base, '1001-001', 'buyer-pass-1');
    console.log(`\n[${label}] buyer reads (${SECONDS} s each, 100 connections) beside a bare node:http server`);
    for (const [name, apiPath] of BUYER_READS) {
      const r = await readVsBare(base, token, apiPath, front);
      const errors = r.server.errors + r.server.non2xx ? `, ${r.server.errors + r.server.non2xx} errors` : '';
      row(
        label,
        `${name} (${Math.round(r.bytes / 1024)} KB)`,
        `${r.server.rps} req/s, p99 ${ms(r.server.p99)}${errors}`,
        `bare ${r.bare.rps} req/s${front === 'nginx' ? ' (two, behind nginx)' : ''} → ${r.ratio.toFixed(2)}×; ${Math.round(r.sentBytes / 1024)} KB sent${r.encoding ? ` (${r.encoding})` : ''}`,
        '≥ 0.5×',
        r.ratio >= 0.5 && !errors,
      );
    }

    console.log(`\n[${label}] purchase storm: 500 connections, one lot, ${STORM_SECONDS} s`);
    const stormTokens = await tokensFor(base, setup.buyers.slice(0, 50), OTHER_PASSWORD);
    const storm = await purchaseStorm(base, stormTokens, setup.stormLot);
    const pgGoal = databaseUrl !== null;
    const rateGoal = pgGoal ? 1000 : 300;
    row(
      label,
      'purchases/s (one lot, 500 conn., each buys again at once)',
      `${storm.rps}/s`,
      `${storm.ok} bought; p99 ${ms(storm.p99)} waiting behind 499`,
      `≥ ${rateGoal.toLocaleString('en')}/s`,
      storm.rps >= rateGoal,
    );
    // The latency goal at the goal's rate: 500 connections offering 1,000 purchases/s in all.
    const paced = pgGoal ? await purchaseStorm(base, stormTokens, setup.stormLot, { rate: rateGoal }) : null;
    if (paced)
      row(
        label,
        `purchase p99 at ${rateGoal.toLocaleString('en')}/s offered (500 conn.)`,
        `p99 ${ms(paced.p99)}, ${paced.rps}/s answered`,
        `${paced.ok} bought`,
        'p99 ≤ 100 ms',
        paced.p99 <= 100 && paced.rps >= rateGoal * 0.95 && paced.socketErrors + paced.non2xx === 0,
      );
    const errors = storm.socketErrors + (paced?.socketErrors ?? 0);
    const refusals = storm.non2xx + (paced?.non2xx ?? 0);
    row(label, 'storm socket errors / refusals', `${errors} / ${refusals}`, '', '0 socket errors', errors === 0);

    console.log(`\n[${label}] 200 sign-ins at once while the listing is loaded`);
    const listingUrl = `${base}/api/v1${BUYER_READS[0][1]}`;
    const alone = await cannon({ url: listingUrl, headers: { authorization: `Bearer ${token}` }, connections: 10 });
    const signIns = await signInStorm(base, setup.buyers.slice(50, 250), OTHER_PASSWORD, listingUrl, { authorization: `Bearer ${token}` });
    row(
      label,
      '200 concurrent sign-ins',
      `p99 ${ms(signIns.p99)}, ${signIns.refused} not signed in${signIns.refused ? ` (${JSON.stringify(signIns.outcomes)})` : ''}`,
      `argon2id m=12 MiB t=3 p=1 (OWASP minimum): ${signIns.hashMs.toFixed(1)} ms a hash here, so 200 are ${((200 * signIns.hashMs) / 1000).toFixed(1)} s of CPU`,
      'p99 ≤ 2 s, 0 refused',
      signIns.p99 <= 2000 && signIns.refused === 0,
    );
    // "Keeps its figure": the throughput goal, ≥ 0.5× a bare server sending the same bytes, at the same 10 connections.
    const bare = await bareReference(listingUrl, { authorization: `Bearer ${token}` }, 10, front);
    const kept = signIns.listing.rps / bare.rps;
    row(
      label,
      'listing during the sign-ins (10 conn.)',
      `${signIns.listing.rps} req/s (alone ${alone.rps})`,
      `bare ${bare.rps} req/s${front === 'nginx' ? ' (two, behind nginx)' : ''} → ${kept.toFixed(2)}×`,
      '≥ 0.5× (goal 1)',
      kept >= 0.5,
    );

    console.log(`\n[${label}] live stock: 500 listeners`);
    const listenTokens = await tokensFor(base, setup.buyers.slice(250, 300), OTHER_PASSWORD);
    // Behind nginx the listeners and the purchases land on either process.
    const one = await liveStock([base], listenTokens, stormTokens[0], setup.stormLot);
    row(label, `purchase → 500 listeners${live.where}`, `p99 ${ms(one.p99)}, ${one.missed} missed`, `${one.rounds} purchases`, 'p99 ≤ 1 s', one.p99 <= 1000);

    await liveMarketRows(live);

    // The stock equation: read once the embedded database is free again (PostgreSQL: at once).
    await deployed.stop();
    deployed = null;
    const after = prepare('stock', databaseUrl ?? dataDir, String(setup.stormLot));
    const exact = after.remaining + after.sold === setup.remaining + setup.sold;
    row(
      label,
      'stock equation after the storm',
      `${after.remaining} left + ${after.sold} sold`,
      `${setup.remaining + setup.sold} before`,
      'exact, 0 oversell',
      exact && after.remaining >= 0,
    );
  } finally {
    await deployed?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const openingRun = (label, databaseUrl) => runOpening(label, databaseUrl, { prepare, row });
const scaleRun = (label, databaseUrl) => scaleReads(label, databaseUrl, { prepare, row });

const started = Date.now();
const loadAtStart = os.loadavg()[0].toFixed(1);
const adminUrl = await postgresAdminUrl();
const only = process.env.BENCH_ONLY;
const openingOnly = process.env.BENCH_SCENARIO === 'opening';
/** BENCH_SCENARIO=live-market: only the live market's rows (the market prepared as for the full run). */
const liveMarketOnly = process.env.BENCH_SCENARIO === 'live-market';
/** BENCH_SCENARIO=scale: only the bench-scale reads (and the price history). */
const scaleOnly = process.env.BENCH_SCENARIO === 'scale';
/** `run(url)` on a PostgreSQL database of its own, dropped afterwards. */
async function inDatabase(name, run) {
  try {
    await run(await pgDatabase(adminUrl, name));
  } finally {
    await dropDatabases(adminUrl, name);
  }
}
/** The market opening on PostgreSQL as deployed, deploy/nginx.conf in front of two processes; also at bench scale. */
async function openingPostgres() {
  await inDatabase(`fm_bench_opening_${process.pid}`, (url) => openingRun('PostgreSQL', url));
  if (!process.env.BENCH_SKIP_SCALE)
    await inDatabase(`fm_bench_opening_scale_${process.pid}`, (url) => runOpening('PostgreSQL', url, { prepare, row, scale: true }));
}
async function scalePostgres() {
  await dropDatabases(adminUrl, 'fm\\_bench\\_scale\\_%', `fm_bench_scale_${JAPAN_DAY}`);
  await scaleRun('PostgreSQL', await pgDatabase(adminUrl, `fm_bench_scale_${JAPAN_DAY}`));
}
if (only !== 'postgres') {
  if (!openingOnly && !scaleOnly) await marketRun('PGlite', null);
  if (!liveMarketOnly && !scaleOnly) await openingRun('PGlite', null);
  if (!openingOnly && !liveMarketOnly && !process.env.BENCH_SKIP_SCALE) await scaleRun('PGlite', null);
}
if (only === 'pglite') console.log('\nPostgreSQL: left out (BENCH_ONLY=pglite)');
else if (adminUrl && openingOnly) await openingPostgres();
else if (adminUrl && scaleOnly) await scalePostgres();
else if (adminUrl) {
  await inDatabase(`fm_bench_${process.pid}`, (url) => marketRun('PostgreSQL', url));
  if (!liveMarketOnly) await openingPostgres();
  if (!liveMarketOnly && !process.env.BENCH_SKIP_SCALE) await scalePostgres();
} else console.log('\nPostgreSQL: none answered on 127.0.0.1:5432 — its rows are left out');

const table = [
  '| database | figure | measured | reference | goal | met |',
  '|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.db} | ${r.figure} | ${r.value} | ${r.reference} | ${r.goal} | ${r.met} |`),
].join('\n');
console.log(`\n${table}\n\n${rows.filter((r) => r.met === '✓').length} of ${rows.length} met, in ${Math.round((Date.now() - started) / 1000)} s`);
const doc = `# Latest \`npm run bench\`

Written by mock-server/bench/run.mjs on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}).
Figures depend on the machine and on whatever else runs on it (1-minute load average at the start:
${loadAtStart} on ${os.cpus().length} cores); the reference column is measured in the same run.

${table}
`;
/** BENCH_SCENARIO=opening (or scale): its rows replace that scenario's rows of the last full run's table in docs/bench-latest.md. */
function mergeScenarioRows(docFile, rows, loadAtStart, scenario, figurePrefix) {
  // Only this scenario's rows of the databases measured now are replaced.
  const replaced = (line) => rows.some((r) => line.startsWith(`| ${r.db} | ${figurePrefix}`));
  const notePrefix = `The ${scenario} rows were measured`;
  const kept = readFileSync(docFile, 'utf8')
    .split('\n')
    .filter((line) => !replaced(line) && !line.startsWith(notePrefix));
  const last = kept.reduce((at, line, i) => (line.startsWith('| ') ? i : at), -1);
  const note = `${notePrefix} by BENCH_SCENARIO=${scenario} on ${new Date().toISOString().slice(0, 10)} (1-minute load average at the start ${loadAtStart}).`;
  kept.splice(last + 1, 0, ...rows.map((r) => `| ${r.db} | ${r.figure} | ${r.value} | ${r.reference} | ${r.goal} | ${r.met} |`), '', note);
  // The notes removed leave their blank lines: one between paragraphs is enough.
  writeFileSync(
    docFile,
    `${kept
      .filter((line, i) => line !== '' || kept[i - 1] !== '')
      .join('\n')
      .trimEnd()}\n`,
  );
}

const docFile = path.join(SERVER_ROOT, '..', 'docs', 'bench-latest.md');
// A live-market-only run prints its rows and leaves the full run's page alone.
if (liveMarketOnly) console.log('\n(BENCH_SCENARIO=live-market: docs/bench-latest.md left as it was)');
else if (openingOnly) mergeScenarioRows(docFile, rows, loadAtStart, 'opening', 'opening');
else if (scaleOnly) mergeScenarioRows(docFile, rows, loadAtStart, 'scale', 'scale:');
else writeFileSync(docFile, doc);
