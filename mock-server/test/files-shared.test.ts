import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { moveDiskFilesToDatabase } from '../src/cli/files-to-database';
import { createFileStore } from '../src/files/file-store';
import { openDb } from '../src/db/open-db';
import type { Db } from '../src/db/types';
import { startTestServer, type TestServer } from './helpers';

/**
 * With the database store, a file uploaded through one server process is served by
 * another on the same database (what a load balancer in front of two processes needs).
 * Runs on both databases: on PostgreSQL the second process has its own pool; on PGlite it
 * shares the one connection (PGlite is single-process).
 */
describe('database file store shared by two server processes', () => {
  let a: TestServer;
  let b: { app: FastifyInstance; url: string; db: Db; ownDb: boolean };

  beforeAll(async () => {
    a = await startTestServer({ seed: false, config: { fileStore: 'database' } });
    const pool = (a.db as Db & { pool?: { options: { connectionString?: string } } }).pool;
    const db = pool?.options.connectionString ? await openDb({ databaseUrl: pool.options.connectionString }) : a.db;
    // The same FILE_URL_SECRET, as every process of one market must have; a data folder of its own.
    const app = await buildApp({ db, clock: a.clock, config: { ...a.config, dataDir: `${a.config.dataDir}/second` } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    b = { app, db, ownDb: db !== a.db, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  });
  afterAll(async () => {
    await b.app.close();
    if (b.ownDb) await b.db.close();
    await a.close();
  });

  const upload = (base: string, url: string, body: Buffer | Uint8Array, headers: Record<string, string> = { 'content-type': 'image/jpeg' }) =>
    fetch(base + url, { method: 'PUT', body: new Uint8Array(body), headers });

  it('serves through process B, streamed, a 2.5 MB photo uploaded through process A, byte for byte', async () => {
    const photo = Buffer.alloc(2.5 * 1024 * 1024);
    for (let i = 0; i < photo.length; i++) photo[i] = (i * 7 + (i >> 11)) & 0xff;
    expect((await upload(a.url, a.app.fileStore.createSignedUrl('products/A001/1.jpg', 'PUT', 600), photo)).status).toBe(200);

    const res = await fetch(b.url + b.app.fileStore.createSignedUrl('products/A001/1.jpg', 'GET', 600));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(photo.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(photo)).toBe(true);
    // Three rows of at most 1 MB, not one 2.5 MB value.
    const chunks = await a.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM file_blob_chunks WHERE key = 'products/A001/1.jpg'`);
    expect(chunks.rows[0].n).toBe(3);
  });

  it('takes one upload per URL across the processes: the second try, through the other process, is refused', async () => {
    const url = a.app.fileStore.createSignedUrl('products/A003/1.jpg', 'PUT', 600, 'image/*');
    expect((await upload(b.url, url, Buffer.from('first'))).status).toBe(200);
    const again = await upload(a.url, url, Buffer.from('second'));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('used');
    expect((await a.app.fileStore.get('products/A003/1.jpg'))?.body.toString()).toBe('first');
  });

  it('keeps the limits: no signature, a bad one, an empty body, more than 20 MB', async () => {
    const url = a.app.fileStore.createSignedUrl('products/A002/1.jpg', 'PUT', 600);
    expect((await upload(b.url, url.replace(/sig=.{4}/, 'sig=AAAA'), Buffer.from('x'))).status).toBe(403);
    expect((await upload(b.url, url, Buffer.alloc(0))).status).toBe(400);
    const tooBig = await upload(b.url, url, Buffer.alloc(20 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    expect((await fetch(`${b.url}/files/products/A002/1.jpg`)).status).toBe(400);
    expect(await b.app.fileStore.get('products/A002/1.jpg')).toBeNull();
    const rows = await a.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM file_blobs WHERE key = 'products/A002/1.jpg'`);
    expect(rows.rows[0].n).toBe(0);
  });

  it('replaces a file whole and deletes it for every process', async () => {
    const key = 'news/7/schedule.pdf';
    expect(
      (await upload(b.url, b.app.fileStore.createSignedUrl(key, 'PUT', 600), Buffer.from('%PDF-1.4 first'), { 'content-type': 'application/pdf' })).status,
    ).toBe(200);
    expect(
      (await upload(a.url, a.app.fileStore.createSignedUrl(key, 'PUT', 600), Buffer.from('%PDF-1.4 second'), { 'content-type': 'application/pdf' })).status,
    ).toBe(200);
    const got = await fetch(b.url + b.app.fileStore.createSignedUrl(key, 'GET', 600));
    expect(await got.text()).toBe('%PDF-1.4 second');

    await a.app.fileStore.delete(key);
    expect((await fetch(b.url + b.app.fileStore.createSignedUrl(key, 'GET', 600))).status).toBe(404);
    const rows = await a.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM file_blob_chunks WHERE key = $1`, [key]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('moves the files of a disk store into the database (files-to-database), which then serves them', async () => {
    const dir = path.join(a.config.dataDir, 'old-files');
    const disk = createFileStore({ dir, secret: a.config.fileUrlSecret, clock: a.clock });
    await disk.put('products/OLD1/1.png', Buffer.from('old photo one'), 'image/png');
    await disk.put('news/3/old.pdf', Buffer.from('%PDF-1.4 old'), 'application/pdf');

    const result = await moveDiskFilesToDatabase(dir, a.app.fileStore, { remove: true });
    expect(result).toEqual({ moved: 2, bytes: 'old photo one'.length + '%PDF-1.4 old'.length, skipped: [] });
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    const res = await fetch(b.url + b.app.fileStore.createSignedUrl('products/OLD1/1.png', 'GET', 600));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe('old photo one');
    expect(await b.app.fileStore.get('news/3/old.pdf')).toEqual({ body: Buffer.from('%PDF-1.4 old'), contentType: 'application/pdf' });
  });
});
