// The end-to-end harness: starts the real mock-server on a free port with a fresh data folder
// and the sample market, runs every e2e/tests/*.test.mjs in Debian's Chromium, stops the
// server, audits its logs for the secrets the tests used (e2e/secrets-audit.mjs), prints
// `N passed, N failed` and exits non-zero on any failure or secret found.
// Run after `npm run build` (the root `npm run test:e2e` does both).
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

const port = await findFreePort(Number(process.env.E2E_PORT || 8181));
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
// The harness's own files (test results, collected secrets) stay out of the server's DATA_DIR.
const runDir = mkdtempSync(path.join(tmpdir(), 'e2e-run-'));
const secretsDir = path.join(runDir, 'secrets');
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
const serverLogFile = logServerOutput(server, dataDir);

function stopServer() {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
process.on('exit', () => {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(runDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

let passed = 0;
let failed = 0;
let files = [];
try {
  await waitForServer(`${baseUrl}/config.json`, 180_000, () => server.exitCode !== null);
  console.log(`mock-server ready at ${baseUrl} (data in ${dataDir})`);
  await keepNextOrdersOpenUntilMidnight(baseUrl);

  const only = process.argv.slice(2);
  files = readdirSync(path.join(here, 'tests'))
    .filter((file) => file.endsWith('.test.mjs'))
    .filter((file) => only.length === 0 || only.some((pattern) => file.includes(pattern)))
    .sort()
    .map((file) => path.join(here, 'tests', file));
  // The accessibility sweep walks every account's pages, and the cart's approval test signs in as
  // branch 002, each reading 1001-002's one unread important news on the way, so they
  // run in a second pass after the tests that need that news unread (node --test sorts the files
  // it is given, so one pass cannot order them).
  const sweep = (file) => /^(a11y-|buyer-web-cart\.)/.test(path.basename(file));
  const collector = collectorOptions(secretsDir);
  for (const [index, pass] of [files.filter((file) => !sweep(file)), files.filter(sweep)].entries()) {
    if (pass.length === 0) continue;
    const tapFile = path.join(runDir, `results-${index}.tap`);
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
          ...pass,
        ],
        { cwd: root, env: { ...process.env, ...collector.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir }, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      runner.on('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
    const passFailed = Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0) + Number(/^# cancelled (\d+)/m.exec(tap)?.[1] ?? 0);
    passed += Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
    failed += passFailed;
    if (code !== 0 && passFailed === 0) failed += 1; // the runner itself failed
  }
} catch (error) {
  console.error(String(error));
  console.error('--- mock-server output ---');
  console.error(serverLog.join('').slice(-4000));
  failed = Math.max(failed, 1);
}
await stopServerAndWait(server);
if (files.length > 0) {
  await serverLogFile.finish();
  if (!(await runSecretsAudit({ dataDir, secretsDir, testFiles: files }))) failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
