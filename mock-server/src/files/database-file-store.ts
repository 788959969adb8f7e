import { Readable } from 'node:stream';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import { assertKey, chunksOf, signedUrlsAndListeners, type FileBody, type FileStore } from './file-store';

/** Bytes per row of file_blob_chunks (migration 013): a 20 MB photo is 20 rows. */
export const CHUNK_BYTES = 1024 * 1024;

const asBuffer = (data: Uint8Array): Buffer => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));

/** The body in pieces of exactly CHUNK_BYTES (the last one shorter), whatever sizes arrive. */
async function* rowsOf(body: FileBody): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const part of chunksOf(body)) {
    let rest = asBuffer(part);
    while (pendingBytes + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      pending = [];
      pendingBytes = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      // Copied: a stream may reuse the memory of a chunk it handed out.
      pending.push(Buffer.from(rest));
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/**
 * The store of a market on PostgreSQL (DATABASE_URL): the same keys, signed URLs and limits as
 * the disk store, with the bytes in file_blobs / file_blob_chunks, so whichever server process
 * a load balancer picks serves the file another process stored, and pg_dump holds the files.
 * Written in one transaction as the bytes arrive, a 1 MB row at a time (a reader sees the old
 * file or the new one, never half; a stream that fails — over the size limit, a client gone —
 * rolls back and leaves nothing), read a chunk per query as a stream. The transaction holds a
 * connection for the length of the upload (the server cuts a request after limits.requestMs);
 * on PGlite, which has one connection, other queries wait meanwhile — PGlite's default is the
 * disk store.
 */
export function createDatabaseFileStore(options: { db: Db; secret: string; clock: Clock }): FileStore {
  const { db } = options;
  const shared = signedUrlsAndListeners(options);
  const meta = async (key: string) =>
    (
      await db.query<{ content_type: string; size: number; chunks: number }>(
        `SELECT content_type, size, (SELECT count(*)::int FROM file_blob_chunks c WHERE c.key = b.key) AS chunks FROM file_blobs b WHERE key = $1`,
        [key],
      )
    ).rows[0] ?? null;
  const chunk = async (key: string, seq: number): Promise<Buffer> => {
    const { rows } = await db.query<{ data: Uint8Array }>('SELECT data FROM file_blob_chunks WHERE key = $1 AND seq = $2', [key, seq]);
    if (!rows[0]) throw new Error(`file ${key}: chunk ${seq} vanished while it was read (replaced or deleted meanwhile)`);
    return asBuffer(rows[0].data);
  };
  return {
    createSignedUrl: shared.createSignedUrl,
    onPut: shared.onPut,
    async put(key, body, contentType) {
      assertKey(key);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM file_blobs WHERE key = $1', [key]);
        await tx.query('INSERT INTO file_blobs (key, content_type, size) VALUES ($1, $2, 0)', [key, contentType]);
        let seq = 0;
        let size = 0;
        for await (const row of rowsOf(body)) {
          await tx.query('INSERT INTO file_blob_chunks (key, seq, data) VALUES ($1, $2, $3)', [key, seq++, row]);
          size += row.length;
        }
        await tx.query('UPDATE file_blobs SET size = $2 WHERE key = $1', [key, size]);
      });
      await shared.announce(key, contentType);
    },
    async get(key) {
      assertKey(key);
      const found = await meta(key);
      if (!found) return null;
      const parts: Buffer[] = [];
      for (let seq = 0; seq < found.chunks; seq++) parts.push(await chunk(key, seq));
      return { body: Buffer.concat(parts), contentType: found.content_type };
    },
    async read(key) {
      assertKey(key);
      const found = await meta(key);
      if (!found) return null;
      async function* chunks() {
        for (let seq = 0; seq < found!.chunks; seq++) yield await chunk(key, seq);
      }
      return { contentType: found.content_type, size: found.size, stream: Readable.from(chunks(), { objectMode: false }) };
    },
    async delete(key) {
      assertKey(key);
      await db.query('DELETE FROM file_blobs WHERE key = $1', [key]);
    },
  };
}
