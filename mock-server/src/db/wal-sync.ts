import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { statementBatcher } from './statement-batcher';

/**
 * PGlite starts PostgreSQL with fsync off (`postgres -F`, not changeable from SQL), so a commit
 * reaches the operating system's cache but not the disk: a kill -9 loses nothing, a power cut
 * could lose purchases already confirmed to the buyer. PostgreSQL still writes the WAL on
 * every commit (synchronous_commit is on), so flushing the WAL files written since the last
 * flush, after each committed transaction and before the answer, gives the same guarantee as
 * fsync=on: whatever was acknowledged is on disk, and recovery replays it after a crash.
 *
 * The flush runs in a thread of its own, never on the event loop or PGlite's own thread
 * (pglite-worker.ts), and commits group: a caller arriving while a flush runs waits for the
 * next one, which every commit made meanwhile shares (purchases at opening). One
 * message there and one back: as a chain of asynchronous file calls, each waiting for a turn of
 * a busy event loop, a flush of about 1 ms took 30–240 ms in the opening's first seconds.
 */
export interface WalSync {
  /** Resolves once every WAL write made before the call is on disk. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

// Segments keep their size (PostgreSQL fills each before use): their data is what must reach
// the disk, as PostgreSQL's own wal_sync_method=fdatasync does, without the mtime. A new
// segment (created or recycled) is a new directory entry: then the folder is flushed too.
const FLUSHER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const walDir = workerData.walDir;
let lastSynced = 0;
let known = new Set();
const flushFile = (file, flags, dataOnly) => {
  const fd = fs.openSync(file, flags);
  try { (dataOnly ? fs.fdatasyncSync : fs.fsyncSync)(fd); } finally { fs.closeSync(fd); }
};
parentPort.on('message', () => {
  try {
    let newest = lastSynced;
    const flushed = [];
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
    parentPort.postMessage({ flushed });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});`;

/** `onFlush` hears the files each flush wrote (tests). */
export function createWalSync(dataDir: string, onFlush?: (files: string[]) => void): WalSync {
  const worker = new Worker(FLUSHER_SOURCE, { eval: true, workerData: { walDir: path.join(dataDir, 'pg_wal') } });
  // Alive only while a flush is awaited: an idle flusher never keeps the process running.
  worker.unref();
  // One flush at a time (the batcher below): the one awaited, if any.
  let awaited: { resolve: () => void; reject: (err: Error) => void } | null = null;
  const settle = () => {
    const waiter = awaited;
    awaited = null;
    worker.unref();
    return waiter;
  };
  worker.on('message', ({ flushed, error }: { flushed?: string[]; error?: string }) => {
    const waiter = settle();
    if (error !== undefined) return waiter?.reject(new Error(`WAL flush: ${error}`));
    onFlush?.(flushed ?? []);
    waiter?.resolve();
  });
  worker.on('error', (err) => settle()?.reject(err));

  // A commit arriving while a flush runs may have been written after that flush listed the WAL:
  // it waits for the next one, which every commit made meanwhile shares (db/statement-batcher.ts).
  const flush = statementBatcher(
    (commits: undefined[]) =>
      new Promise<undefined[]>((resolve, reject) => {
        awaited = { resolve: () => resolve(commits), reject };
        worker.ref();
        worker.postMessage(null);
      }),
  );

  return {
    sync: () => flush(undefined),
    async close() {
      await worker.terminate();
    },
  };
}
