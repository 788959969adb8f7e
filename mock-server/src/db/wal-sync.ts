import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite starts PostgreSQL with fsync off (`postgres -F`, not changeable from SQL), so a commit
 * reaches the operating system's cache but not the disk: a kill -9 loses nothing, a power cut
 * could lose purchases already confirmed to the buyer. PostgreSQL still writes the WAL on
 * every commit (synchronous_commit is on), so flushing the WAL files written since the last
 * flush, after each committed transaction and before the answer, gives the same guarantee as
 * fsync=on: whatever was acknowledged is on disk, and recovery replays it after a crash.
 *
 * The flush runs on libuv's thread pool, never on the event loop or PGlite's own thread
 * (pglite-worker.ts), and commits group: a caller arriving while a flush runs waits for the next one,
 * which every commit made meanwhile shares (issue 19: purchases at opening).
 */
export function createWalSync(dataDir: string): () => Promise<void> {
  const walDir = path.join(dataDir, 'pg_wal');
  let lastSynced = 0;
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  /** The segment names the folder was last flushed with: a new one (created or recycled) flushes it again. */
  let known = new Set<string>();

  const flushFile = async (file: string, flags: string, dataOnly: boolean) => {
    const handle = await open(file, flags);
    try {
      await (dataOnly ? handle.datasync() : handle.sync());
    } finally {
      await handle.close();
    }
  };

  const flushOnce = async () => {
    let newest = lastSynced;
    const names = (await readdir(walDir)).filter((name) => /^[0-9A-F]{24}$/.test(name));
    for (const name of names) {
      const file = path.join(walDir, name);
      const { mtimeMs } = await stat(file);
      if (mtimeMs < lastSynced) continue;
      // Segments keep their size (PostgreSQL fills each before use): their data is what must
      // reach the disk, as PostgreSQL's own wal_sync_method=fdatasync does, without the mtime.
      await flushFile(file, 'r+', true);
      newest = Math.max(newest, mtimeMs);
    }
    // A new segment is a new directory entry: flush the folder too.
    if (names.some((name) => !known.has(name))) {
      await flushFile(walDir, 'r', false);
      known = new Set(names);
    }
    lastSynced = newest;
  };

  const start = () => {
    running = flushOnce().finally(() => {
      running = null;
    });
    return running;
  };

  return () => {
    if (!running) return start();
    // The running flush may have listed the WAL before this commit: one more after it, shared.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
