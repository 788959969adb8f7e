import path from 'node:path';
import { statementBatcher } from './statement-batcher';
import { startWorkerFile } from './worker-file';

/**
 * PGlite starts PostgreSQL with fsync off (`postgres -F`, not changeable from SQL), so a commit
 * reaches the operating system's cache but not the disk: a kill -9 loses nothing, a power cut
 * could lose purchases already confirmed to the buyer. PostgreSQL still writes the WAL on
 * every commit (synchronous_commit is on), so flushing the WAL files written since the last
 * flush, after each committed transaction and before the answer, gives the same guarantee as
 * fsync=on: whatever was acknowledged is on disk, and recovery replays it after a crash.
 *
 * The flush runs in a thread of its own (wal-flusher-worker.ts), never on the event loop or PGlite's own thread
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

/** `onFlush` hears the files each flush wrote (tests). */
export function createWalSync(dataDir: string, onFlush?: (files: string[]) => void): WalSync {
  const worker = startWorkerFile('wal-flusher-worker', { walDir: path.join(dataDir, 'pg_wal') });
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
