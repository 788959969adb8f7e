// `npm run harden`: the hardening abuses against a real server on 127.0.0.1 (embedded
// database, sample market), each bounded in count and time. Prints RSS and p99 latency of
// /api/v1/health and /main.js under each abuse against stated bounds; exits 1 when one is missed.
// Then runs the kill -9 durability rounds (kill9.mjs). Nothing leaves 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, rssMb, signIn, sleep, startServer, timeGets } from './harness.mjs';

const results = [];
let failed = false;
const report = (name, figures, ok, bound) => {
  results.push({ name, ...figures, bound, ok: ok ? 'yes' : 'NO' });
  if (!ok) failed = true;
};

/** p99 of health and main.js while `abuse()` runs (the abuse resolves when done). */
async function underAbuse(server, abuse) {
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
  const done = abuse();
  const health = [];
  const main = [];
  let finished = false;
  done.finally(() => (finished = true));
  while (!finished || health.length < 50) {
    health.push(...(await timeGets(`${server.base}/api/v1/health`, 10, 2)));
    main.push(...(await timeGets(`${server.base}/main.js`, 10, 2)));
    if (health.length >= 2000) break;
  }
  const outcome = await done;
  clearInterval(sampler);
  return { healthP99: Math.round(percentile(health, 99)), mainP99: Math.round(percentile(main, 99)), peakRssMb: peak, ...outcome };
}

// The resilience cases on servers of their own: 500 wrong sign-ins from one address, then a correct one,
// and a stranger's failures at one account, then its owner with its device token (throttle-goal.mjs),
// and one process per PGlite folder (data-dir-lock.mjs). `--only-resilience` runs just these.
{
  const { checkThrottleGoal } = await import('./throttle-goal.mjs');
  const { checkDataDirLock } = await import('./data-dir-lock.mjs');
  const goal = await checkThrottleGoal();
  console.log(`throttle goal: ${JSON.stringify(goal)}`);
  const { lockout } = goal;
  console.log(
    `lockout by a stranger: after 30 wrong sign-ins (${JSON.stringify(lockout.strangerAnswers)}), the owner with its device token: ${lockout.ownerWithToken} in ${lockout.ownerMs} ms; without it: ${lockout.withoutToken}`,
  );
  const lock = await checkDataDirLock();
  console.log(`data-dir lock: ${JSON.stringify(lock)}`);
  if (goal.failures.length || lock.failures.length) process.exitCode = 1;
  if (process.argv.includes('--only-resilience')) process.exit(process.exitCode ?? 0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harden-'));
const server = await startServer({ dataDir, env: { THROTTLE_PER_ADDRESS: '100000', THROTTLE_PER_LOGIN: '100000' } });
try {
  // Baseline, after a warm-up (first requests compile routes and fill caches).
  await timeGets(`${server.base}/api/v1/health`, 100);
  await timeGets(`${server.base}/main.js`, 100);
  const baseHealth = percentile(await timeGets(`${server.base}/api/v1/health`, 300), 99);
  const baseMain = percentile(await timeGets(`${server.base}/main.js`, 300), 99);
  const baseRss = rssMb(server.pid);
  report('baseline', { healthP99: Math.round(baseHealth), mainP99: Math.round(baseMain), peakRssMb: baseRss }, true, '-');
  // Latency bound under abuse: 2x the baseline p99, with a 25 ms floor for a machine this noisy.
  const bound = (base) => Math.max(2 * base, base + 25);

  // 1. 200 wrong sign-ins, 40 at a time (the throttle is raised so every one reaches the hash pool).
  const flood = await underAbuse(server, async () => {
    const statuses = {};
    let next = 0;
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        while (next < 200) {
          const i = next++;
          const res = await fetch(`${server.base}/api/v1/users/signin`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ id: `flood-${i % 7}`, password: `wrong-${i}` }),
          });
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          await res.arrayBuffer();
        }
      }),
    );
    return { answers: JSON.stringify(statuses) };
  });
  report(
    '200 wrong sign-ins',
    flood,
    flood.healthP99 <= bound(baseHealth) && flood.mainP99 <= bound(baseMain) && flood.peakRssMb < baseRss + 600,
    `p99 <= 2x baseline, RSS < baseline + 600 MB`,
  );

  // 2. 300 slow bodies: headers then one byte, then silence. The server must cut them (30 s).
  const slow = await underAbuse(server, async () => {
    const started = Date.now();
    const closedAt = await Promise.all(
      Array.from(
        { length: 300 },
        () =>
          new Promise((resolve) => {
            const socket = net.connect(server.port, '127.0.0.1', () =>
              socket.write('POST /api/v1/users/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{'),
            );
            socket.on('error', () => undefined);
            let forced = false;
            socket.on('close', () => resolve(forced ? Infinity : Date.now() - started));
            setTimeout(() => {
              forced = true;
              socket.destroy();
            }, 45_000);
          }),
      ),
    );
    const cut = closedAt.filter(Number.isFinite);
    return { cutWithinS: Math.round(Math.max(...cut) / 1000), answers: `${cut.length} cut by the server, ${closedAt.length - cut.length} still open at 45 s` };
  });
  report(
    '300 slow bodies',
    slow,
    slow.cutWithinS <= 35 && slow.answers.startsWith('300 ') && slow.healthP99 <= bound(baseHealth),
    'all cut within 35 s (limit 30 s + 1 s check), health p99 <= 2x',
  );

  // 3. 20 uploads of 19 MB to a badly signed URL: refused before the body is read.
  const uploads = await underAbuse(server, async () => {
    const answers = await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) =>
          new Promise((resolve) => {
            const socket = net.connect(server.port, '127.0.0.1', () => {
              socket.write(
                `PUT /files/products/X/${i}.png?expires=9999999999&sig=forged HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\nContent-Length: ${19 * 1024 * 1024}\r\n\r\n`,
              );
              socket.write(Buffer.alloc(256 * 1024));
            });
            let text = '';
            socket.on('data', (d) => {
              text += d;
              socket.destroy();
            });
            socket.on('error', () => undefined);
            socket.on('close', () => resolve(text.slice(9, 12)));
          }),
      ),
    );
    return { answers: answers.join(',').replace(/(403,?)+/, '20x403') };
  });
  report('20 x 19 MB badly signed uploads', uploads, uploads.answers === '20x403' && uploads.peakRssMb < baseRss + 100, 'all 403, RSS < baseline + 100 MB');

  // 4. 60 streams of one account: at most the per-account cap is accepted.
  const token = await signIn(server.base, '1001-001', 'buyer-pass-1');
  const streams = await underAbuse(server, async () => {
    const controllers = [];
    const statuses = {};
    for (let i = 0; i < 60; i++) {
      const ticket = await (
        await fetch(`${server.base}/api/v1/users/web/stream/ticket`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        })
      ).json();
      const controller = new AbortController();
      const res = await fetch(`${server.base}/api/v1/users/web/stream?ticket=${ticket.ticket}`, { signal: controller.signal });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      // Kept and read: an unreferenced fetch body is collected and its connection closed.
      if (res.status === 200) controllers.push({ controller, reader: res.body.getReader() });
      else await res.arrayBuffer();
    }
    await sleep(500);
    for (const c of controllers) c.controller.abort();
    return { answers: JSON.stringify(statuses) };
  });
  report('60 streams of one account', streams, JSON.parse(streams.answers)['200'] === 10, '10 accepted (cap), the rest 429');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nHardening: p99 in ms, RSS in MB, server on 127.0.0.1 (embedded database)');
console.table(results);

// Durability: kill -9 rounds under purchase/cancel load.
const here = path.dirname(fileURLToPath(import.meta.url));
const rounds = process.argv.includes('--quick') ? '3' : '20';
if (process.argv.includes('--no-kill9')) process.exit(failed ? 1 : 0);
const kill9 = spawnSync(process.execPath, [path.join(here, 'kill9.mjs'), '--rounds', rounds], { stdio: 'inherit', timeout: 900_000 });
if (kill9.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
