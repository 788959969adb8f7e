import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createWalSync } from '../../src/db/wal-sync';

jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, open: jest.fn(actual.open) };
});

/**
 * Issue 19: the embedded database's WAL flush runs off the event loop and groups commits, so a
 * purchase waits for the disk without holding every other request behind it.
 */
describe('WAL flush (PGlite durability)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
    mkdirSync(path.join(dir, 'pg_wal'));
    writeFileSync(path.join(dir, 'pg_wal', '000000010000000000000001'), 'wal');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('flushes once for commits that arrive together, and each caller is answered after a flush that began after it', async () => {
    const opened = jest.mocked(open);
    opened.mockClear();
    const sync = createWalSync(dir);
    const order: string[] = [];
    const first = sync().then(() => order.push('first'));
    // Four commits while the first flush runs share one further flush.
    const later = [sync(), sync(), sync(), sync()].map((p, i) => p.then(() => order.push(`later${i}`)));
    await Promise.all([first, ...later]);
    expect(order[0]).toBe('first');
    expect(order).toHaveLength(5);
    // Two flushes, not five: the segment twice, the folder once (its entries did not change).
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('flushes the folder again when a new segment appears', async () => {
    const opened = jest.mocked(open);
    const sync = createWalSync(dir);
    await sync();
    opened.mockClear();
    writeFileSync(path.join(dir, 'pg_wal', '000000010000000000000002'), 'wal');
    await sync();
    const paths = opened.mock.calls.map(([file]) => path.basename(String(file)));
    expect(paths).toEqual(expect.arrayContaining(['000000010000000000000002', 'pg_wal']));
    opened.mockClear();
    await sync();
    expect(opened.mock.calls.map(([file]) => path.basename(String(file)))).not.toContain('pg_wal');
  });

  it('fails the caller when the WAL folder cannot be read, and recovers for the next commit', async () => {
    const sync = createWalSync(dir);
    rmSync(path.join(dir, 'pg_wal'), { recursive: true });
    await expect(sync()).rejects.toThrow();
    mkdirSync(path.join(dir, 'pg_wal'));
    await expect(sync()).resolves.toBeUndefined();
  });
});
