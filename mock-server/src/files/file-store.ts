import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../clock';
import { isValidKey, sign, signedLifetime, UPLOAD_TYPE_PATTERN, type SignedMethod } from './signing';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/** A stored file opened for sending: its bytes arrive as a stream, a chunk at a time. */
export interface OpenedFile {
  contentType: string;
  size: number;
  stream: Readable;
}

/**
 * The bytes a put stores: a whole Buffer (seed data, files-to-database) or a stream of chunks
 * (the PUT /files route passes the request body as it arrives). If the stream throws (the
 * route's size limit, a client that hung up), the put fails and stores nothing: a file already
 * under the key stays as it was.
 */
export type FileBody = Buffer | AsyncIterable<Uint8Array>;

/** The chunks of a FileBody, in order (a Buffer is one chunk). */
export async function* chunksOf(body: FileBody): AsyncGenerator<Uint8Array> {
  if (Buffer.isBuffer(body)) {
    yield body;
    return;
  }
  for await (const part of body) yield part;
}

/** Told of each file stored under its prefix, after the bytes are written. */
export type PutListener = (key: string, contentType: string) => Promise<void>;

/**
 * Files (product and receiving photos, news attachments) behind signed, expiring URLs, the
 * way S3 presigned URLs work: the API hands out a PUT URL, the browser uploads the bytes
 * there directly, and GET URLs let the browser show them. The embedded default keeps the
 * bytes under <dataDir>/files, served by this server at /files/<key>; with DATABASE_URL they
 * live in the database (database-file-store.ts), so every server process serves every file.
 */
export interface FileStore {
  /**
   * A same-origin URL such as `/files/products/A001/1.jpg?expires=1767225600&sig=…`. A PUT URL
   * also carries the content type it accepts (`accepts`: `image/*`, `application/pdf`; anything
   * when left out) and a nonce, both signed; it is good for one successful upload.
   */
  createSignedUrl(key: string, method: SignedMethod, expiresInSeconds: number, accepts?: string): string;
  /**
   * Stores the bytes under key, replacing any file there, all or nothing: a stream is written
   * as it arrives (never held in memory whole) and only a complete one replaces the old file.
   */
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /**
   * Runs `listener` after every put under `prefix`, the way S3 announces a created object:
   * an area that handed out a PUT URL learns that the bytes arrived (news attachments).
   */
  onPut(prefix: string, listener: PutListener): void;
  get(key: string): Promise<StoredFile | null>;
  /** The file as a stream (GET /files/…): a 20 MB file is never held in memory whole. */
  read(key: string): Promise<OpenedFile | null>;
  delete(key: string): Promise<void>;
}

/** Download URLs expire on a multiple of this many seconds (at most this much later than asked). */
export const GET_EXPIRY_STEP = 60;

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid file key: ${key}`);
}

/** The key as a URL path, once it is known to be a valid key. */
function checkedPath(key: string): string {
  assertKey(key);
  return key.split('/').map(encodeURIComponent).join('/');
}

/** The signing and put-announcing half every store shares. */
export function signedUrlsAndListeners(options: { secret: string; clock: Clock }) {
  const listeners: { prefix: string; listener: PutListener }[] = [];
  // Download URLs end on a whole minute (GET_EXPIRY_STEP), so one photo has one URL for every
  // buyer within that minute: signed once (a listing page signs 50 thumbnails) and cached by
  // browsers across reloads. Kept by expiry and key, dropped all at once when many.
  const getUrls = new Map<string, string>();
  return {
    createSignedUrl(key: string, method: SignedMethod, expiresInSeconds: number, accepts = '*/*'): string {
      const nowSeconds = Math.floor(options.clock.now().getTime() / 1000);
      if (method === 'GET') {
        const expires = Math.ceil((nowSeconds + signedLifetime(method, expiresInSeconds)) / GET_EXPIRY_STEP) * GET_EXPIRY_STEP;
        const cacheKey = `${expires}\n${key}`;
        let url = getUrls.get(cacheKey);
        // Only a key checked once is cached: a hit needs neither the check nor the encoding again.
        if (url === undefined) {
          url = `/files/${checkedPath(key)}?expires=${expires}&sig=${sign(options.secret, method, key, expires)}`;
          if (getUrls.size >= 20_000) getUrls.clear();
          getUrls.set(cacheKey, url);
        }
        return url;
      }
      const encoded = checkedPath(key);
      const expires = nowSeconds + signedLifetime(method, expiresInSeconds);
      if (!UPLOAD_TYPE_PATTERN.test(accepts)) throw new Error(`Invalid upload content type: ${accepts}`);
      // A fresh nonce per URL: two URLs for one key in the same second are still two single uses.
      const nonce = randomBytes(12).toString('base64url');
      const sig = sign(options.secret, method, key, expires, [accepts, nonce]);
      return `/files/${encoded}?expires=${expires}&type=${encodeURIComponent(accepts)}&nonce=${nonce}&sig=${sig}`;
    },
    onPut(prefix: string, listener: PutListener): void {
      listeners.push({ prefix, listener });
    },
    async announce(key: string, contentType: string): Promise<void> {
      for (const l of listeners) if (key.startsWith(l.prefix)) await l.listener(key, contentType);
    },
  };
}

/**
 * The embedded default: <dir>/<sha256 of the key> and a .json beside it with the type. A put
 * streams into `<name>.<uuid>.tmp` files and renames them into place once complete.
 */
export function createFileStore(options: { dir: string; secret: string; clock: Clock }): FileStore {
  // Keys map to hashed file names, so no key can address anything outside the folder.
  const fileOf = (key: string) => path.join(options.dir, createHash('sha256').update(key).digest('hex'));
  const shared = signedUrlsAndListeners(options);
  const metaOf = async (key: string): Promise<{ contentType: string } | null> => {
    try {
      return JSON.parse(await readFile(`${fileOf(key)}.json`, 'utf8')) as { contentType: string };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  };
  return {
    createSignedUrl: shared.createSignedUrl,
    onPut: shared.onPut,
    async put(key, body, contentType) {
      assertKey(key);
      await mkdir(options.dir, { recursive: true });
      const file = fileOf(key);
      const temp = `${file}.${randomUUID()}.tmp`;
      const metaTemp = `${file}.${randomUUID()}.json.tmp`;
      let size = 0;
      try {
        await pipeline(
          (async function* () {
            for await (const part of chunksOf(body)) {
              size += part.length;
              yield part;
            }
          })(),
          createWriteStream(temp),
        );
        await writeFile(metaTemp, JSON.stringify({ key, contentType, size }));
        await rename(temp, file);
        await rename(metaTemp, `${file}.json`);
      } catch (err) {
        await rm(temp, { force: true });
        await rm(metaTemp, { force: true });
        throw err;
      }
      await shared.announce(key, contentType);
    },
    async get(key) {
      assertKey(key);
      try {
        const meta = JSON.parse(await readFile(`${fileOf(key)}.json`, 'utf8')) as { contentType: string };
        return { body: await readFile(fileOf(key)), contentType: meta.contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async read(key) {
      assertKey(key);
      const meta = await metaOf(key);
      if (!meta) return null;
      try {
        const { size } = await stat(fileOf(key));
        return { contentType: meta.contentType, size, stream: createReadStream(fileOf(key)) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await rm(fileOf(key), { force: true });
      await rm(`${fileOf(key)}.json`, { force: true });
    },
  };
}
