import { startWorkerFile } from './worker-file';
import { deserializeError, type PgliteMessage, type PgliteRequest, type PgliteThreadOptions } from './pglite-protocol';

/** Every request but its id, as the caller writes it (Omit over each member of the union). */
type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Ask = Without<PgliteRequest, 'id'>;

export interface PgliteThread {
  ask<T>(request: Ask): Promise<T>;
  /** The payloads PGlite heard on a channel; the answer stops listening. */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Starts PGlite in its own thread. The thread keeps the process alive only while a request is
 * waiting for its answer, as a pending query on the event loop would.
 */
export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const worker = startWorkerFile('pglite-worker', options);
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  const listeners = new Map<string, { fns: Set<(payload: string) => void>; ready: Promise<unknown> }>();
  let lastId = 0;
  let failure: Error | null = null;
  worker.unref();

  const fail = (err: Error) => {
    failure ??= err;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
    worker.unref();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`PGlite thread stopped (exit code ${code})`)));
  worker.on('message', (message: PgliteMessage) => {
    if ('notify' in message) {
      for (const fn of listeners.get(message.notify)?.fns ?? []) fn(message.payload);
      return;
    }
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (waiting.size === 0) worker.unref();
    if (message.ok) entry.resolve(message.value);
    else entry.reject(deserializeError(message.error));
  });

  const ask = <T>(request: Ask): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = ++lastId;
    if (waiting.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  // The first answer: PGlite has started (or failed to) with this data folder.
  await ask({ op: 'query', sql: 'SELECT 1' });
  return {
    ask,
    async listen(channel, fn) {
      let entry = listeners.get(channel);
      if (!entry) {
        entry = { fns: new Set(), ready: ask({ op: 'listen', channel }) };
        listeners.set(channel, entry);
      }
      const { fns, ready } = entry;
      fns.add(fn);
      await ready;
      return async () => {
        fns.delete(fn);
        if (fns.size > 0 || listeners.get(channel) !== entry) return;
        listeners.delete(channel);
        await ask({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (failure) return;
      await ask({ op: 'close' }).finally(() => worker.terminate());
    },
  };
}
