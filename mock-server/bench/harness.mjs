// Shared by the bench and the hardening scripts: start/stop the real server as a child process on
// 127.0.0.1 as it is deployed, measure latency percentiles and the server's RSS. All traffic goes
// to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BROWSER_ENCODINGS } from './browser.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_ROOT = path.join(here, '..');
// node itself with tsx's loader (not the tsx wrapper, whose child would survive a SIGKILL).
export const TSX_ARGS = [
  '--require',
  path.join(SERVER_ROOT, '..', 'node_modules', 'tsx', 'dist', 'preflight.cjs'),
  '--import',
  pathToFileURL(path.join(SERVER_ROOT, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
];

/** The compiled server when it has been built (mock-server/dist/main.js), else src/main.ts through tsx. */
export function serverArgs() {
  const compiled = path.join(SERVER_ROOT, 'dist', 'main.js');
  // BENCH_PROFILE=<dir>: each server process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  return [...SERVER_NODE_FLAGS, ...profile, ...(existsSync(compiled) ? [compiled] : [...TSX_ARGS, path.join(SERVER_ROOT, 'src', 'main.ts')])];
}

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the server (serverArgs) as it is deployed; resolves once /api/v1/health answers 200 (or
 * rejects after `timeoutMs`). Its settings are the product's defaults (the info log level
 * included) but for `env`, the port, the data folder and the database; its log goes to a file,
 * as a service's goes to the journal (not /dev/null, where the kernel would throw the writes
 * away at no cost). SEED=1 loads the sample market where a script starts on an empty
 * database (kill9.mjs); the bench's prepared databases are not empty, so it changes nothing there.
 */
export async function startServer({ dataDir, databaseUrl, env = {}, timeoutMs = 120_000 }) {
  const port = await freePort();
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'fm-bench-log-'));
  const logFile = path.join(logDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, serverArgs(), {
    cwd: SERVER_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SEED: '1', ...env },
    stdio: ['ignore', logFd, 'pipe'],
  });
  closeSync(logFd);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await sleep(200);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve)).finally(() => rmSync(logDir, { recursive: true, force: true }));
  return {
    base,
    port,
    pid: child.pid,
    /** Bytes the server has logged so far. */
    logBytes: () => {
      try {
        return statSync(logFile).size;
      } catch {
        return 0;
      }
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
      await exited;
    },
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB (Linux /proc), or NaN. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `count` GETs of `url`, `concurrency` at a time; answers the latencies in ms. */
export async function timeGets(url, count, concurrency = 4) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        // fetch decodes the answer as its Content-Encoding says, as the browser does.
        const res = await fetch(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }).catch(() => null);
        await res?.arrayBuffer().catch(() => null);
        times.push(performance.now() - t);
      }
    }),
  );
  return times;
}

export async function signIn(base, id, password) {
  const res = await fetch(`${base}/api/v1/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
    body: JSON.stringify({ id, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${id}: ${res.status}`);
  return (await res.json()).token;
}
