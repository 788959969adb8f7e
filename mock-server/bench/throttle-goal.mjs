// Throttling stops guessing, not people. On a real server with the default
// throttle (5 per account, 20 per address), one address sends 500 wrong sign-ins within a
// minute (50 ids, 40 at a time); then the same address signs in to another account with the
// right password, which must succeed within 2 s. Then no lockout by a stranger (ADR 0041): a
// stranger sends 30 wrong sign-ins at one account; its owner, presenting the device token of an
// earlier sign-in, must sign in within 2 s (200), while a sign-in without it still waits (429).
// Prints `throttle goal: {…}`; exits 1 when not.
//   node mock-server/bench/throttle-goal.mjs      (127.0.0.1 only)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './harness.mjs';

export async function checkThrottleGoal() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fm-throttle-'));
  const server = await startServer({ dataDir, env: { SEED: '1', DATABASE_URL: '' } });
  const signIn = (id, password, device_token) =>
    fetch(`${server.base}/api/v1/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(device_token ? { id, password, device_token } : { id, password }),
    });
  try {
    const owner = await signIn('1001-001', 'buyer-pass-1');
    const { device_token: ownerDevice } = await owner.json();
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

    const strangerAnswers = {};
    for (let i = 0; i < 30; i++) {
      const wrong = await signIn('1001-001', `stranger-${i}`);
      strangerAnswers[wrong.status] = (strangerAnswers[wrong.status] ?? 0) + 1;
      await wrong.arrayBuffer();
    }
    const o = performance.now();
    const withToken = await signIn('1001-001', 'buyer-pass-1', ownerDevice);
    const ownerMs = Math.round(performance.now() - o);
    await withToken.arrayBuffer();
    const withoutToken = await signIn('1001-001', 'buyer-pass-1');
    await withoutToken.arrayBuffer();
    if (withToken.status !== 200) failures.push(`the owner with its device token answered ${withToken.status} after a stranger's failures`);
    if (ownerMs > 2000) failures.push(`the owner's sign-in with its device token took ${ownerMs} ms`);
    if (withoutToken.status !== 429) failures.push(`a sign-in without the device token answered ${withoutToken.status}, not 429`);
    const lockout = { strangerAnswers, ownerWithToken: withToken.status, ownerMs, withoutToken: withoutToken.status };
    return { wrongSignIns: next, floodSeconds, answers: statuses, correctSignIn: res.status, correctMs, lockout, failures };
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
