// `npm test`: every check the README promises, in order, stopping at the first failure, with
// each stage's wall time and a total, so the CI budget (30 minutes on two cores) shows in every
// run. `node scripts/run-tests.mjs server e2e` runs only the stages named.
//
// The server stage is one jest run of three projects (jest.config.js says which file is in
// which): the behaviour suite on PostgreSQL and on PGlite, and the embedded-only and
// database-free files on PGlite alone. PostgreSQL is DATABASE_URL, else the database `test` on
// 127.0.0.1:5432 (the README's developer machine). When neither answers, the behaviour suite
// runs on PGlite only and the run says so loudly; CI (`.ci/run`, REQUIRE_POSTGRES=1) fails instead.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether something accepts TCP connections at the URL's host and port (within 2 s). */
function reachable(databaseUrl) {
  const url = new URL(databaseUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function serverCommands() {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  // The PostgreSQL files wait on the database more than on the processor: a third worker
  // keeps both cores busy (jest's default on two cores is one worker).
  const jest = ['npx', 'jest', '--maxWorkers=3', '--json', `--outputFile=${JEST_REPORT}`, '--selectProjects', 'server', 'server-embedded'];
  if (await reachable(databaseUrl)) return [{ argv: [...jest, 'server-pglite'], env: { DATABASE_URL: databaseUrl }, crashedAgain: true }];
  if (process.env.REQUIRE_POSTGRES === '1' || process.env.DATABASE_URL) {
    throw new Error(`PostgreSQL does not answer at ${databaseUrl}: the server tests need it (README "Two commands").`);
  }
  console.log(`\n!! PostgreSQL does not answer at ${databaseUrl}: the server tests run on PGlite only,`);
  console.log('!! and those for PostgreSQL alone are skipped. Start PostgreSQL for the full run.\n');
  return [{ argv: jest, env: { DATABASE_URL: '' }, crashedAgain: true }];
}

/** Where the server stage's jest writes its results (read when it fails). */
const JEST_REPORT = path.join(os.tmpdir(), `fm-server-tests-${process.pid}.json`);

/**
 * The test files whose jest worker died (a signal, not a failed assertion) when they are the run's
 * only failures, else null. Node 24's V8 has been seen to abort a long-lived worker that has
 * loaded and dropped many PGlite WebAssembly modules ("Check failed:
 * jit_page_->allocations_.erase(addr) == 1", SIGTRAP): a fault of the runtime, not of the file.
 */
function crashedOnly() {
  if (!existsSync(JEST_REPORT)) return null;
  const report = JSON.parse(readFileSync(JEST_REPORT, 'utf8'));
  const failed = report.testResults.filter((r) => r.status === 'failed');
  const crashed = failed.filter((r) => /terminated by another process: signal=SIG/.test(r.message ?? ''));
  if (report.numFailedTests > 0 || crashed.length === 0 || crashed.length !== failed.length) return null;
  return [...new Set(crashed.map((r) => r.name))];
}

/** Runs the files whose worker crashed once more, in a fresh worker, on every project of the stage. */
async function runCrashedAgain(step, quiet) {
  const files = crashedOnly();
  if (!files) return null;
  const note = `\n!! a jest worker was killed by a signal (not a failed test) in ${files.map((f) => path.relative(root, f)).join(', ')}: run once more\n`;
  if (quiet) console.log(note);
  else process.stdout.write(note);
  const projects = step.argv.slice(step.argv.indexOf('--selectProjects'));
  return run({ argv: ['npx', 'jest', '--maxWorkers=2', '--runTestsByPath', ...files, ...projects], env: step.env }, quiet);
}

/**
 * The stages in order; the stages of one group run at once. typecheck, lint and the contract
 * check are each one single-threaded process, so two cores run them side by side.
 */
const GROUPS = [['typecheck', 'lint', 'contract'], ['unit'], ['server'], ['build'], ['e2e'], ['deploy']];
/** The workspaces with a build script (root package.json), in the order `npm run build` takes them. */
const BUILT = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.filter(
  (name) => JSON.parse(readFileSync(path.join(root, name, 'package.json'), 'utf8')).scripts?.build,
);

const STAGES = {
  typecheck: () => [{ argv: ['npm', 'run', 'typecheck'] }],
  lint: () => [{ argv: ['npm', 'run', 'lint'] }],
  contract: () => [{ argv: ['npm', 'run', 'contract:check'] }],
  unit: () => [{ argv: ['npm', 'run', 'test:unit'] }],
  server: serverCommands,
  // `npm run build`, two packages at a time: each webpack build leaves part of two cores idle.
  build: () => [
    { pool: 2, commands: BUILT.map((name) => ({ argv: ['npm', 'run', 'build', '-w', name] })) },
    { argv: ['node', 'e2e/size-report.mjs', '--check', '--no-lcp'] },
  ],
  e2e: () => [{ argv: ['node', 'e2e/run.mjs'] }],
  deploy: () => [{ argv: ['npm', 'run', 'test:deploy'] }],
};

/**
 * Runs one command: its output goes straight to ours, or, when `quiet` (it runs beside others),
 * into a buffer printed once it ends so parallel outputs do not interleave.
 */
function run({ argv, env }, quiet = false) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(argv[0], argv.slice(1), { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (err) => {
      if (quiet) output.push(Buffer.from(`${err.message}\n`));
      else console.error(err.message);
      resolve({ code: 1, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Runs `commands`, `pool` at a time, each one's output printed (or kept, when `quiet`) as it ends. */
async function runPool({ pool, commands }, quiet) {
  const queue = [...commands];
  const output = [];
  let code = 0;
  const lane = async () => {
    for (let command = queue.shift(); command; command = queue.shift()) {
      const result = await run(command, true);
      const text = Buffer.concat([Buffer.from(`\n== ${command.argv.join(' ')}\n`), ...result.output]);
      if (quiet) output.push(text);
      else process.stdout.write(text);
      if (result.code !== 0) code = result.code;
    }
  };
  await Promise.all(Array.from({ length: pool }, lane));
  return { code, output };
}

/** Runs a stage's commands in order until one fails; returns its exit code, time and output. */
async function runStage(name, quiet) {
  const t0 = Date.now();
  let code = 0;
  const output = [];
  try {
    for (const step of await STAGES[name]()) {
      let result = step.pool ? await runPool(step, quiet) : await run(step, quiet);
      if (result.code !== 0 && step.crashedAgain) result = (await runCrashedAgain(step, quiet)) ?? result;
      if (step.crashedAgain) rmSync(JEST_REPORT, { force: true });
      output.push(...result.output);
      code = result.code;
      if (code !== 0) break;
    }
  } catch (err) {
    if (quiet) output.push(Buffer.from(`${err.message}\n`));
    else console.error(err.message);
    code = 1;
  }
  return { name, ms: Date.now() - t0, ok: code === 0, output };
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in STAGES));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are: ${Object.keys(STAGES).join(', ')}`);
  process.exit(2);
}
const groups = GROUPS.map((group) => group.filter((name) => asked.length === 0 || asked.includes(name))).filter((group) => group.length > 0);

const started = Date.now();
const results = [];
let failed = null;
for (const group of groups) {
  console.log(`\n== ${group.join(' + ')}`);
  const quiet = group.length > 1;
  const done = await Promise.all(
    group.map((name) =>
      runStage(name, quiet).then((result) => {
        if (quiet) {
          console.log(`\n== ${name} (output)`);
          process.stdout.write(Buffer.concat(result.output));
        }
        console.log(`== ${name}: ${seconds(result.ms)}${result.ok ? '' : ' (failed)'}`);
        return result;
      }),
    ),
  );
  results.push(...done);
  failed = done.find((result) => !result.ok)?.name ?? null;
  if (failed) break;
}

const total = Date.now() - started;
console.log('\n== stage times');
for (const { name, ms, ok } of results) console.log(`   ${name.padEnd(10)} ${seconds(ms).padStart(7)}${ok ? '' : '  failed'}`);
console.log(`   ${'total'.padEnd(10)} ${seconds(total).padStart(7)}`);
if (failed) {
  console.log(`\nnpm test failed at stage ${failed}.`);
  process.exit(1);
}
