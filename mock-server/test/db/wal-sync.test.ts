import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWalSync, type WalSync } from '../../src/db/wal-sync';

/**
 * The embedded database's WAL flush runs in a thread of its own and groups commits,
 * so a purchase waits for the disk without holding every other request behind it.
 */
describe('WAL flush (PGlite durability)', () => {
  let dir: string;
  let wal: WalSync | null = null;
  let flushes: string[][];
  const open = () => (wal = createWalSync(dir, (files) => flushes.push(files)));
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
    mkdirSync(path.join(dir, 'pg_wal'));
    writeFileSync(path.join(dir, 'pg_wal', '000000010000000000000001'), 'wal');
    flushes = [];
  });
  afterEach(async () => {
    await wal?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('flushes once for commits that arrive together, and each caller is answered after a flush that began after it', async () => {
    const { sync } = open();
    const order: string[] = [];
    const first = sync().then(() => order.push('first'));
    // Four commits while the first flush runs share one further flush.
    const later = [sync(), sync(), sync(), sync()].map((p, i) => p.then(() => order.push(`later${i}`)));
    await Promise.all([first, ...later]);
    expect(order[0]).toBe('first');
    expect(order).toHaveLength(5);
    // Two flushes, not five: the segment twice, the folder once (its entries did not change).
    expect(flushes).toEqual([['000000010000000000000001', 'pg_wal'], ['000000010000000000000001']]);
  });

  it('flushes the folder again when a new segment appears', async () => {
    const { sync } = open();
    await sync();
    writeFileSync(path.join(dir, 'pg_wal', '000000010000000000000002'), 'wal');
    await sync();
    expect(flushes[1]).toEqual(expect.arrayContaining(['000000010000000000000002', 'pg_wal']));
    await sync();
    expect(flushes[2]).not.toContain('pg_wal');
  });

  it('fails the caller when the WAL folder cannot be read, and recovers for the next commit', async () => {
    const { sync } = open();
    rmSync(path.join(dir, 'pg_wal'), { recursive: true });
    await expect(sync()).rejects.toThrow(/WAL flush/);
    mkdirSync(path.join(dir, 'pg_wal'));
    await expect(sync()).resolves.toBeUndefined();
  });
});
