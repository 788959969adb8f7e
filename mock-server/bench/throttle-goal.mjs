// Throttling stops guessing, not people. On a real server with the default
// throttle (5 per account, 20 per address), one address sends 500 wrong sign-ins within a
// minute (50 ids, 40 at a time); then the same address signs in to another account with the
// right password, which must succeed within 2 s. Prints `throttle goal: {…}`; exits 1 when not.
//   node mock-server/bench/throttle-goal.mjs      (127.0.0.1 only)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './harness.mjs';

export async function checkThrottleGoal() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fm-throttle-'));
  const server = await startServer({ dataDir, env: { SEED: '1', DATABASE_URL: '' } });
  const signIn = (id, password) =>
    fetch(`${server.base}/api/v1/users/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, password }) });
  try {
    const statuses = {};
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        while (next < 500 && performance.now() - started < 60_000) {
          const i = next++;
          const res = await signIn(`1001-00${i % 50}x`, `wrong-${i}`);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          await res.arrayBuffer();
        }
      }),
    );
    const floodSeconds = Math.round((performance.now() - started) / 100) / 10;
    const t = performance.now();
    const res = await signIn('1001-002', 'buyer-pass-2');
    const correctMs = Math.round(performance.now() - t);
    const failures = [];
    if (next < 500) failures.push(`only ${next} wrong sign-ins were sent within a minute`);
    if (res.status !== 200) failures.push(`the correct sign-in answered ${res.status}`);
    if (correctMs > 2000) failures.push(`the correct sign-in took ${correctMs} ms`);
    return { wrongSignIns: next, floodSeconds, answers: statuses, correctSignIn: res.status, correctMs, failures };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await checkThrottleGoal();
  console.log(`throttle goal: ${JSON.stringify(result)}`);
  process.exit(result.failures.length ? 1 : 0);
}
