import { createHashPool, HashBusyError, type HashJob } from '../src/passwords/hash-pool';

/** Hashing runs on its own workers, at most N at once, excess refused at once. */
describe('the password hashing pool', () => {
  const job = (plain: string): HashJob => ({
    algorithm: 'scrypt',
    plain,
    salt: Buffer.from('0123456789abcdef'),
    params: { N: 2 ** 14, r: 8, p: 1, keyLength: 32 },
  });

  it('derives the same key as scrypt itself', async () => {
    const { scryptSync } = await import('node:crypto');
    const pool = createHashPool({ size: 1, maxQueued: 1 });
    const key = await pool.run(job('pass-1'), false);
    expect(key.equals(scryptSync('pass-1', Buffer.from('0123456789abcdef'), 32, { N: 2 ** 14, r: 8, p: 1 }))).toBe(true);
  });

  it('derives the same argon2id key as the binding itself, on the workers', async () => {
    const { hashRawSync } = await import('@node-rs/argon2');
    const pool = createHashPool({ size: 1, maxQueued: 1 });
    const salt = Buffer.from('0123456789abcdef');
    const key = await pool.run({ algorithm: 'argon2id', plain: 'pass-1', salt, params: { m: 19_456, t: 2, p: 1, keyLength: 32 } }, false);
    const reference = hashRawSync('pass-1', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32, salt });
    expect(key.equals(reference)).toBe(true);
  });

  it('refuses a verification beyond the running and queued ones, and still finishes every accepted job', async () => {
    const pool = createHashPool({ size: 1, maxQueued: 1 });
    const accepted = [pool.run(job('a'), true), pool.run(job('b'), true)];
    await expect(pool.run(job('c'), true)).rejects.toBeInstanceOf(HashBusyError);
    // Setting a password (mayRefuse false) always waits its turn.
    accepted.push(pool.run(job('d'), false));
    const keys = await Promise.all(accepted);
    expect(keys.map((k) => k.length)).toEqual([32, 32, 32]);
    expect(pool.load()).toEqual({ running: 0, queued: 0 });
  });

  // Linux keeps a nice value per thread (/proc/self/task/<id>/stat, field 19): the workers run
  // below the request-handling thread, so a flood of sign-ins cannot starve the event loop.
  const niceOfThreads = async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    return readdirSync('/proc/self/task').map((id) => Number(readFileSync(`/proc/self/task/${id}/stat`, 'utf8').split(') ')[1].split(' ')[16]));
  };
  (process.platform === 'linux' ? it : it.skip)('runs its workers at a lower priority than the thread that handles requests', async () => {
    const pool = createHashPool({ size: 1, maxQueued: 1, nice: 7 });
    const running = pool.run(
      { algorithm: 'scrypt', plain: 'slow', salt: Buffer.from('0123456789abcdef'), params: { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } },
      false,
    );
    const seen = new Set<number>();
    for (let i = 0; i < 50 && !seen.has(7); i++) {
      for (const nice of await niceOfThreads()) seen.add(nice);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await running;
    expect(seen.has(7)).toBe(true);
  });
});
