import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import { isValidKey, sign, type SignedMethod } from './signing';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/** Told of each file stored under its prefix, after the bytes are written. */
export type PutListener = (key: string, contentType: string) => Promise<void>;

/**
 * Files (product and receiving photos, news attachments) behind signed, expiring URLs, the
 * way S3 presigned URLs work: the API hands out a PUT URL, the browser uploads the bytes
 * there directly, and GET URLs let the browser show them. The embedded default keeps the
 * bytes under <dataDir>/files, served by this server at /files/<key>.
 */
export interface FileStore {
  /** A same-origin URL such as `/files/products/A001/1.jpg?expires=1767225600&sig=…`. */
  createSignedUrl(key: string, method: SignedMethod, expiresInSeconds: number): string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Runs `listener` after every put under `prefix`, the way S3 announces a created object:
   * an area that handed out a PUT URL learns that the bytes arrived (news attachments).
   */
  onPut(prefix: string, listener: PutListener): void;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export function createFileStore(options: { dir: string; secret: string; clock: Clock }): FileStore {
  // Keys map to hashed file names, so no key can address anything outside the folder.
  const fileOf = (key: string) => path.join(options.dir, createHash('sha256').update(key).digest('hex'));
  const assertKey = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid file key: ${key}`);
  };
  const listeners: { prefix: string; listener: PutListener }[] = [];
  return {
    createSignedUrl(key, method, expiresInSeconds) {
      assertKey(key);
      const expires = Math.floor(options.clock.now().getTime() / 1000) + Math.max(1, Math.floor(expiresInSeconds));
      const encoded = key.split('/').map(encodeURIComponent).join('/');
      return `/files/${encoded}?expires=${expires}&sig=${sign(options.secret, method, key, expires)}`;
    },
    async put(key, body, contentType) {
      assertKey(key);
      await mkdir(options.dir, { recursive: true });
      await writeFile(fileOf(key), body);
      await writeFile(`${fileOf(key)}.json`, JSON.stringify({ key, contentType, size: body.length }));
      for (const l of listeners) if (key.startsWith(l.prefix)) await l.listener(key, contentType);
    },
    onPut(prefix, listener) {
      listeners.push({ prefix, listener });
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
    async delete(key) {
      assertKey(key);
      await rm(fileOf(key), { force: true });
      await rm(`${fileOf(key)}.json`, { force: true });
    },
  };
}
