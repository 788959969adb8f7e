/**
 * The PGlite thread: PostgreSQL compiled to WebAssembly runs here, off the event loop,
 * so HTTP requests are answered while a purchase commits. pglite-thread.ts starts it and speaks
 * pglite-protocol.ts with it. PGlite's own mutex still runs one statement or transaction at a
 * time, in the order they arrive.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { asText, OID, toNumber } from './type-parsers';
import { serializeError, type PgliteMessage, type PgliteRequest, type PgliteThreadOptions } from './pglite-protocol';
import { preparedStatements, type PreparedStatements } from './pglite-prepared';

const port = parentPort!;
const options = workerData as PgliteThreadOptions;
const send = (message: PgliteMessage, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

const ready = (async () => {
  const pglite = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    parsers: { [OID.INT8]: toNumber, [OID.NUMERIC]: toNumber, [OID.DATE]: asText },
  });
  await pglite.waitReady;
  return pglite;
})();

/** Open transactions by number: how to end each, answering when PGlite has finished it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => Promise<void> }>();
const listening = new Map<string, () => Promise<void>>();
let lastTx = 0;
/** Marks the rollback the caller asked for, apart from a failure. */
const ROLLBACK = Symbol('rollback');

function target(tx: number | undefined, pglite: PGlite): PGlite | Transaction {
  if (tx === undefined) return pglite;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  return entry.tx;
}

let prepared: PreparedStatements | null = null;

async function handle(request: PgliteRequest, pglite: PGlite): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = target(request.tx, pglite);
      if (request.prepare) {
        prepared ??= preparedStatements(pglite);
        const answer = await prepared.query(request.sql, request.params ?? [], on === pglite ? null : (on as Transaction));
        if (answer) return answer;
      }
      const result = await on.query(request.sql, request.params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    }
    case 'exec':
      await target(request.tx, pglite).exec(request.script);
      return null;
    case 'begin':
      return begin(pglite);
    case 'end':
      return (await open.get(request.tx)?.end(request.commit)) ?? null;
    case 'listen': {
      const unlisten = await pglite.listen(request.channel, (payload) => send({ notify: request.channel, payload }));
      listening.set(request.channel, unlisten);
      return null;
    }
    case 'unlisten':
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return null;
    case 'dump':
      return (await pglite.dumpDataDir(request.compression)).arrayBuffer();
    case 'close':
      await pglite.close();
      return null;
  }
}

/**
 * Begins a transaction and answers its number once inside; it commits or rolls back when the
 * 'end' for it arrives, and that 'end' is answered when PGlite has finished (a failed COMMIT too).
 */
function begin(pglite: PGlite): Promise<number> {
  return new Promise((begun, failed) => {
    const n = ++lastTx;
    const outcome = pglite.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          open.set(n, {
            tx,
            end: (ok) => {
              if (ok) commit();
              else rollback(ROLLBACK);
              return finished;
            },
          });
          begun(n);
        }),
    );
    const finished = outcome
      .then(
        () => undefined,
        (err: unknown) => {
          if (err !== ROLLBACK) throw err;
        },
      )
      .finally(() => open.delete(n));
    // A BEGIN that failed refuses the 'begin'; once begun, the 'end' hears the outcome.
    finished.catch(failed);
  });
}

port.on('message', (request: PgliteRequest) => {
  void ready
    .then(async (pglite) => {
      const value = await handle(request, pglite);
      send({ id: request.id, ok: true, value }, value instanceof ArrayBuffer ? [value] : undefined);
    })
    .catch((err: unknown) => {
      send({ id: request.id, ok: false, error: serializeError(err) });
    });
});
