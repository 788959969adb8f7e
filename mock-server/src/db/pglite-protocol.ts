/**
 * What the server's event loop and the PGlite thread (pglite-worker.ts) say to each other. One
 * request, one answer, matched by id; a NOTIFY heard in the thread travels on the same port
 * ahead of the answer of the statement that committed it, so a listener has heard a change
 * before its writer's query resolves (as when PGlite ran on the event loop).
 */
export interface PgliteThreadOptions {
  dataDir?: string;
  /** A dumped data folder (tar) to start from. */
  loadDataDir?: ArrayBuffer;
}

export type PgliteRequest =
  /** `prepare`: QueryOptions.prepare (pglite-prepared.ts). */
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number; prepare?: boolean }
  | { id: number; op: 'exec'; script: string; tx?: number }
  /** Answers a transaction number once PGlite has begun it; every other caller waits meanwhile. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

export type PgliteMessage = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError } | { notify: string; payload: string };

/** A database error's fields (code, detail, constraint…): the structured clone keeps only message. */
export type SerializedError = Record<string, string | number | boolean | undefined> & { message: string };

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err) };
  const out: SerializedError = { message: err.message, name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = value as string | number | boolean;
  }
  return out;
}

export function deserializeError(fields: SerializedError): Error {
  const err = new Error(fields.message);
  for (const [key, value] of Object.entries(fields)) if (key !== 'message' && value !== undefined) Object.assign(err, { [key]: value });
  return err;
}
