import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

// The WAL flusher's thread (wal-sync.ts): each message flushes the WAL segments written since the
// last flush and answers the files it flushed. Segments keep their size (PostgreSQL fills each
// before use): their data is what must reach the disk, as PostgreSQL's own
// wal_sync_method=fdatasync does, without the mtime. A new segment (created or recycled) is a new
// directory entry: then the folder is flushed too.

const walDir: string = (workerData as { walDir: string }).walDir;
let lastSynced = 0;
let known = new Set<string>();

const flushFile = (file: string, flags: string, dataOnly: boolean) => {
  const fd = fs.openSync(file, flags);
  try {
    (dataOnly ? fs.fdatasyncSync : fs.fsyncSync)(fd);
  } finally {
    fs.closeSync(fd);
  }
};

parentPort!.on('message', () => {
  try {
    let newest = lastSynced;
    const flushed: string[] = [];
    const names = fs.readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name));
    for (const name of names) {
      const file = path.join(walDir, name);
      const { mtimeMs } = fs.statSync(file);
      if (mtimeMs < lastSynced) continue;
      flushFile(file, 'r+', true);
      flushed.push(name);
      newest = Math.max(newest, mtimeMs);
    }
    if (names.some((name) => !known.has(name))) {
      flushFile(walDir, 'r', false);
      flushed.push('pg_wal');
      known = new Set(names);
    }
    lastSynced = newest;
    parentPort!.postMessage({ flushed });
  } catch (err) {
    parentPort!.postMessage({ error: String((err as Error)?.message ?? err) });
  }
});
