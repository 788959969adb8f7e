// The end-to-end harness: starts the real mock-server on a free port with a fresh data folder
// and the sample market, runs every e2e/tests/*.test.mjs in Debian's Chromium, stops the
// server, audits its logs for the secrets the tests used (e2e/secrets-audit.mjs), prints
// `N passed, N failed` and exits non-zero on any failure or secret found.
// Run after `npm run build` (the root `npm run test:e2e` does both).
//
// Every test file prepares the account state it needs, so the files run in one pass in any
// order: E2E_ORDER=name (the default), reverse, or shuffle[:seed] (the seed is printed, to
// repeat a run). E2E_LANES=N runs N servers, each with its own data folder, and as many test
// files at once, each lane taking the next file when its last one ends; files of one lane
// share a server one at a time, never two at once (they buy the same stock, flip the same
// settings). One lane by default: on two busy cores two lanes saved about a sixth of the time
// and made the tests that time what a user sees (live-market's 成立 within a second) miss.
// With DATABASE_URL set there is one database, so one lane.
// `node e2e/run.mjs name-part …` runs only the files whose name contains one of the parts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './support/dist-files.mjs';
import { findFreePort, waitForServer } from './support/server.mjs';
import { keepNextOrdersOpenUntilMidnight } from './support/next-order-deadline.mjs';
import { collectorOptions, logServerOutput, runSecretsAudit, stopServerAndWait } from './support/secrets-audit-run.mjs';
import { SERVER_NODE_FLAGS } from '../mock-server/scripts/server-node-flags.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const missing = APPS.filter((name) => !existsSync(path.join(root, name, 'dist', name === 'shell' ? 'index.html' : 'mf-manifest.json')));
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}

/** The files in the order E2E_ORDER asks for. */
function ordered(files) {
  const order = process.env.E2E_ORDER || 'name';
  if (order === 'name') return files;
  if (order === 'reverse') return [...files].reverse();
  const shuffle = /^shuffle(?::(\d+))?$/.exec(order);
  if (!shuffle) throw new Error(`E2E_ORDER=${order}: use name, reverse or shuffle[:seed]`);
  const seed = Number(shuffle[1] ?? Math.floor(Math.random() * 1e9));
  console.log(`E2E_ORDER=shuffle:${seed}`);
  // mulberry32: a small seeded generator, so a failing order can be run again.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffled = [...files];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  return shuffled;
}

const only = process.argv.slice(2);
const files = ordered(
  readdirSync(path.join(here, 'tests'))
    .filter((file) => file.endsWith('.test.mjs'))
    .filter((file) => only.length === 0 || only.some((pattern) => file.includes(pattern)))
    .sort()
    .map((file) => path.join(here, 'tests', file)),
);
const laneCount = process.env.DATABASE_URL ? 1 : Math.max(1, Math.min(Number(process.env.E2E_LANES || 1), files.length));

// The harness's own files (test results, collected secrets) stay out of the servers' DATA_DIR.
const runDir = mkdtempSync(path.join(tmpdir(), 'e2e-run-'));
const lanes = [];
process.on('exit', () => {
  for (const lane of lanes) {
    try {
      process.kill(-lane.server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(lane.dataDir, { recursive: true, force: true });
  }
  rmSync(runDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

/** One mock-server with a fresh data folder and the sample market. */
async function startLane(index, firstPort) {
  const port = await findFreePort(firstPort);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverLog = [];
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'mock-server/scripts/start-compiled.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: '1', API_TARGET: 'MOCK', NODE_ENV: 'production', PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout.on('data', (chunk) => serverLog.push(chunk.toString()));
  server.stderr.on('data', (chunk) => serverLog.push(chunk.toString()));
  const lane = {
    name: laneCount > 1 ? String.fromCharCode(65 + index) : '',
    port,
    baseUrl,
    dataDir,
    server,
    serverLog,
    serverLogFile: logServerOutput(server, dataDir),
    secretsDir: path.join(runDir, `secrets-${index}`),
    files: [],
  };
  lanes.push(lane);
  // Its own line saying it listens, first: when another run took the port in the meantime, that
  // run's server would answer the readiness check for this one.
  const listening = `on http://localhost:${port} (`;
  await new Promise((resolve) => {
    const heard = () => serverLog.join('').includes(listening) && resolve();
    server.stdout.on('data', heard);
    server.once('exit', resolve);
    heard();
  });
  await waitForServer(`${baseUrl}/config.json`, 180_000, () => server.exitCode !== null);
  console.log(`mock-server${lane.name ? ` ${lane.name}` : ''} ready at ${baseUrl} (data in ${dataDir})`);
  await keepNextOrdersOpenUntilMidnight(baseUrl);
  return lane;
}

/** Copies a child's output to ours, each line marked with its lane when there are several. */
function relay(stream, lane, out) {
  if (!lane.name) {
    stream.pipe(out, { end: false });
    return;
  }
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`[${lane.name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`[${lane.name}] ${rest}\n`);
  });
}

let passed = 0;
let failed = 0;
const durations = [];

/** Runs one test file against the lane's server; adds its counts. */
async function runFile(lane, file) {
  const collector = collectorOptions(lane.secretsDir);
  const tapFile = path.join(runDir, `${lane.name || 'A'}-${path.basename(file)}.tap`);
  const start = Date.now();
  const code = await new Promise((resolve) => {
    const runner = spawn(
      process.execPath,
      [
        ...collector.execArgv,
        '--test',
        '--test-concurrency=1',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tapFile}`,
        file,
      ],
      {
        cwd: root,
        env: { ...process.env, ...collector.env, E2E_BASE_URL: lane.baseUrl, E2E_DATA_DIR: lane.dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    relay(runner.stdout, lane, process.stdout);
    relay(runner.stderr, lane, process.stderr);
    runner.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const fileFailed = Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0) + Number(/^# cancelled (\d+)/m.exec(tap)?.[1] ?? 0);
  const filePassed = Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
  passed += filePassed;
  failed += fileFailed;
  if (code !== 0 && fileFailed === 0) failed += 1; // the runner itself failed
  durations.push({ file: path.basename(file), lane: lane.name, ms: Date.now() - start, passed: filePassed, failed: fileFailed || (code !== 0 ? 1 : 0) });
}

const started = Date.now();
try {
  if (files.length === 0) throw new Error(`no test file matches ${only.join(' ')}`);
  const ready = await Promise.all(Array.from({ length: laneCount }, (_, index) => startLane(index, Number(process.env.E2E_PORT || 8181) + index * 10)));
  const queue = [...files];
  await Promise.all(
    ready.map(async (lane) => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        lane.files.push(file);
        await runFile(lane, file);
      }
    }),
  );
} catch (error) {
  console.error(String(error));
  for (const lane of lanes) {
    console.error(`--- mock-server${lane.name ? ` ${lane.name}` : ''} output ---`);
    console.error(lane.serverLog.join('').slice(-4000));
  }
  failed = Math.max(failed, 1);
}
await Promise.all(lanes.map((lane) => stopServerAndWait(lane.server)));
for (const lane of lanes.filter((l) => l.files.length > 0)) {
  await lane.serverLogFile.finish();
  if (!(await runSecretsAudit({ dataDir: lane.dataDir, secretsDir: lane.secretsDir, testFiles: lane.files }))) failed += 1;
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\ntest files by duration (${laneCount} lane${laneCount > 1 ? 's' : ''}, ${seconds(Date.now() - started)} in all):`);
for (const d of [...durations].sort((a, b) => b.ms - a.ms)) {
  console.log(`  ${seconds(d.ms).padStart(8)}  ${d.lane ? `[${d.lane}] ` : ''}${d.file}${d.failed ? `  (${d.failed} failed)` : ''}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
