// One server process per PGlite folder. Starts a real server on a fresh
// DATA_DIR, starts a second one on the same folder (it must exit non-zero at once with a
// message naming the folder and the first one's pid), kills the first with SIGKILL (its lock
// file stays behind) and starts a third, which must take the stale lock over and answer.
// Prints `data-dir lock: {…}`; exits 1 when any of it does not hold. 127.0.0.1 only.
//   node mock-server/bench/data-dir-lock.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sleep, startServer } from './harness.mjs';

/** Runs the server on `dataDir` until it exits (or `timeoutMs`); answers its exit code, stderr and time taken. */
async function runToExit(dataDir, timeoutMs = 60_000) {
  const { serverArgs, freePort } = await import('./harness.mjs');
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const code = await Promise.race([
    new Promise((resolve) => child.once('exit', (c) => resolve(c))),
    sleep(timeoutMs).then(() => {
      child.kill('SIGKILL');
      return 'timeout';
    }),
  ]);
  return { code, stderr, ms: Math.round(performance.now() - started) };
}

export async function checkDataDirLock() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fm-lock-'));
  const folder = path.join(dataDir, 'pglite');
  const env = { SEED: '0', DATABASE_URL: '' };
  const failures = [];
  try {
    const first = await startServer({ dataDir, env });
    const second = await runToExit(dataDir);
    const named = second.stderr.includes(folder) && second.stderr.includes(`pid ${first.pid}`);
    if (second.code === 0 || second.code === 'timeout') failures.push(`second process: exit ${second.code}`);
    if (!named) failures.push(`second process's message does not name ${folder} and pid ${first.pid}: ${second.stderr.slice(0, 400)}`);
    const stillServing = (await fetch(`${first.base}/api/v1/health`)).status === 200;
    if (!stillServing) failures.push('the first process stopped answering');
    await first.kill9();
    const staleLock = existsSync(`${folder}.lock`);
    const t = performance.now();
    const third = await startServer({ dataDir, env });
    const restartMs = Math.round(performance.now() - t);
    const thirdOk = (await fetch(`${third.base}/api/v1/health`)).status === 200;
    if (!thirdOk) failures.push('the process started after kill -9 does not answer');
    await third.stop();
    return {
      secondExit: second.code,
      secondRefusedInMs: second.ms,
      message: second.stderr.split('\n').find((line) => line.includes('DATA_DIR')) ?? '',
      staleLockLeftByKill9: staleLock,
      startAfterKill9Ms: restartMs,
      failures,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await checkDataDirLock();
  console.log(`data-dir lock: ${JSON.stringify(result)}`);
  process.exit(result.failures.length ? 1 : 0);
}
