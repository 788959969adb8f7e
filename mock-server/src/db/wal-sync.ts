import { closeSync, fsyncSync, openSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite starts PostgreSQL with fsync off (`postgres -F`, not changeable from SQL), so a commit
 * reaches the operating system's cache but not the disk: a kill -9 loses nothing, a power cut
 * could lose purchases already confirmed to the buyer. PostgreSQL still writes the WAL on
 * every commit (synchronous_commit is on), so flushing the WAL files written since the last
 * flush, after each committed transaction and before the answer, gives the same guarantee as
 * fsync=on: whatever was acknowledged is on disk, and recovery replays it after a crash.
 */
export function createWalSync(dataDir: string): () => void {
  const walDir = path.join(dataDir, 'pg_wal');
  let lastSynced = 0;
  return () => {
    let newest = lastSynced;
    for (const name of readdirSync(walDir)) {
      if (!/^[0-9A-F]{24}$/.test(name)) continue;
      const file = path.join(walDir, name);
      const mtime = statSync(file).mtimeMs;
      if (mtime < lastSynced) continue;
      const fd = openSync(file, 'r+');
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      newest = Math.max(newest, mtime);
    }
    // A new segment is a new directory entry: flush the folder too.
    const dirFd = openSync(walDir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
    lastSynced = newest;
  };
}
