import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing on worker threads of its own. scrypt on libuv's pool (4 threads shared with
 * compression, file reads and DNS) let 40 wrong sign-ins freeze /main.js for 15 s; here a
 * flood of sign-ins only waits for these workers, and past `maxQueued` waiting jobs a
 * verification is refused at once (the caller answers 503 + Retry-After) instead of piling up.
 * argon2id runs through @node-rs/argon2's synchronous call inside the worker, so the binding's
 * own async path (libuv's pool again) is never used.
 */
export type HashJob =
  | { algorithm: 'scrypt'; plain: string; salt: Uint8Array; params: { N: number; r: number; p: number; keyLength: number } }
  | { algorithm: 'argon2id'; plain: string; salt: Uint8Array; params: { m: number; t: number; p: number; keyLength: number } };

export class HashBusyError extends Error {
  constructor() {
    super('password hashing: every worker is busy and the queue is full');
  }
}

// The binding is resolved here and handed over: an eval'd worker resolves from the process's cwd.
const ARGON2_MODULE = require.resolve('@node-rs/argon2');

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
// Linux keeps a nice value per thread: this lowers the priority of this hashing thread only.
if (workerData.nice) try { require('node:os').setPriority(0, workerData.nice); } catch {}
let argon2 = null;
parentPort.on('message', ({ id, job }) => {
  try {
    let key;
    if (job.algorithm === 'scrypt') {
      const { N, r, p, keyLength } = job.params;
      key = scryptSync(job.plain, Buffer.from(job.salt), keyLength, { N, r, p, maxmem: 256 * N * r });
    } else if (job.algorithm === 'argon2id') {
      argon2 ??= require(workerData.argon2Module);
      const { m, t, p, keyLength } = job.params;
      key = argon2.hashRawSync(job.plain, {
        algorithm: 2, version: 1, memoryCost: m, timeCost: t, parallelism: p, outputLen: keyLength, salt: Buffer.from(job.salt),
      });
    } else throw new Error('unknown algorithm ' + job.algorithm);
    parentPort.postMessage({ id, key });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});`;

interface Pending {
  job: HashJob;
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

export interface HashPoolOptions {
  /** Jobs running at once (one worker thread each). */
  size: number;
  /** Verifications allowed to wait beyond the running ones; more are refused (HashBusyError). */
  maxQueued: number;
  /**
   * The workers' nice value (Linux keeps one per thread): with a worker on every core, request
   * handling still runs first when the cores are short (200 wrong sign-ins at once kept health's
   * p99 at 17–38 ms at nice 2–10, 211–321 ms at 0; nice 2 costs 200 sign-ins at once about 0.1 s).
   */
  nice?: number;
}

export function defaultHashPoolOptions(env: NodeJS.ProcessEnv = process.env): HashPoolOptions {
  // One worker per core: 200 branches signing in at once need every core (6–8 ms of argon2id
  // each). The event loop is not starved by it: the workers run at a lower priority (HASH_NICE),
  // and a flood beyond the queue below is refused at once.
  const size = Number(env.HASH_WORKERS) || Math.max(1, Math.min(4, availableParallelism()));
  // An argon2id verification takes ~7 ms and 12 MiB only while it runs, so a waiting one costs
  // nothing but time: 200 per worker is about 2 s of work, enough for 200 branches signing in
  // at once on one worker, while a flood beyond that is still refused at once.
  return { size, maxQueued: Number(env.HASH_QUEUE) || size * 200, nice: Number(env.HASH_NICE ?? 2) };
}

export function createHashPool(options: HashPoolOptions) {
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2Module: ARGON2_MODULE, nice: options.nice } }), busy: null };
    slot.worker.on('message', (msg: { key?: Uint8Array; error?: string }) => {
      const done = slot.busy;
      slot.busy = null;
      if (done) {
        if (msg.key) done.resolve(Buffer.from(msg.key));
        else done.reject(new Error(msg.error ?? 'hash failed'));
      }
      pump();
    });
    slot.worker.on('error', (err) => {
      slot.busy?.reject(err);
      slots.splice(slots.indexOf(slot), 1);
      pump();
    });
    // An idle pool must not keep the process alive (CLI tools, tests).
    slot.worker.unref();
    slots.push(slot);
    return slot;
  };

  const pump = () => {
    while (queue.length) {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < options.size ? spawn() : null);
      if (!slot) return;
      const next = queue.shift()!;
      slot.busy = next;
      slot.worker.ref();
      slot.worker.postMessage({ id: nextId++, job: next.job });
    }
    for (const s of slots) if (!s.busy) s.worker.unref();
  };

  return {
    /**
     * Runs a job. `mayRefuse`: past maxQueued waiting jobs, reject with HashBusyError at once
     * (sign-in); otherwise always queue (a password being set, seeding).
     */
    run(job: HashJob, mayRefuse: boolean): Promise<Buffer> {
      const running = slots.filter((s) => s.busy).length;
      if (mayRefuse && running >= options.size && queue.length >= options.maxQueued) return Promise.reject(new HashBusyError());
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    /** Jobs running and waiting now (the hardening script reports it). */
    load: () => ({ running: slots.filter((s) => s.busy).length, queued: queue.length }),
  };
}

/** The process's one pool: every app and tool in this process shares the workers. */
export const hashPool = createHashPool(defaultHashPoolOptions());
