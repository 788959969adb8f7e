import { request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');

describe.each(['disk', 'database'] as const)('signed file URLs (%s store)', (fileStore) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, config: { fileStore } });
  });
  afterAll(() => server.close());

  const put = (url: string, body: Buffer, type = 'image/png') => server.api('PUT', url, { body, headers: { 'content-type': type } });

  it('stores bytes at a signed PUT URL and serves them at a signed GET URL with their type', async () => {
    const store = server.app.fileStore;
    const putUrl = store.createSignedUrl('products/A001/1.png', 'PUT', 600);
    expect(putUrl).toMatch(/^\/files\/products\/A001\/1\.png\?expires=\d+&type=\*%2F\*&nonce=[A-Za-z0-9_-]+&sig=[A-Za-z0-9_-]+$/);
    expect((await put(putUrl, PNG)).status).toBe(200);

    const res = await fetch(server.url + store.createSignedUrl('products/A001/1.png', 'GET', 600));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    expect(await store.get('products/A001/1.png')).toEqual({ body: PNG, contentType: 'image/png' });
  });

  it('refuses an expired URL with 403', async () => {
    const store = server.app.fileStore;
    await store.put('news/1/file.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const url = store.createSignedUrl('news/1/file.pdf', 'GET', 5400);
    server.clock.advance(5401 * 1000);
    const res = await server.api('GET', url);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ field: 'expires', detail: 'このURLは有効期限が切れています。' });
    const putUrl = store.createSignedUrl('news/1/late.pdf', 'PUT', 1);
    server.clock.advance(2000);
    expect((await put(putUrl, PNG)).status).toBe(403);
    expect(await store.get('news/1/late.pdf')).toBeNull();
  });

  it('refuses a bad signature, another key, or a GET URL used to upload', async () => {
    const store = server.app.fileStore;
    const getUrl = store.createSignedUrl('products/B/1.png', 'GET', 600);
    expect((await put(getUrl, PNG)).status).toBe(403);
    const putUrl = store.createSignedUrl('products/B/1.png', 'PUT', 600);
    expect((await put(putUrl.replace('products/B', 'products/C'), PNG)).status).toBe(403);
    expect((await put(putUrl.replace(/sig=.{4}/, 'sig=AAAA'), PNG)).status).toBe(403);
    expect((await put(putUrl.replace(/expires=\d+/, 'expires=9999999999'), PNG)).status).toBe(403);
    expect(await store.get('products/B/1.png')).toBeNull();
    expect(await store.get('products/C/1.png')).toBeNull();
  });

  it('takes one successful upload per URL, in every process alike', async () => {
    const store = server.app.fileStore;
    const url = store.createSignedUrl('products/ONCE/1.png', 'PUT', 600, 'image/*');
    expect((await put(url, PNG)).status).toBe(200);
    const again = await put(url, Buffer.from('other'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'used', field: 'sig', detail: 'このアップロードURLは使用済みです。画面を更新してからもう一度お試しください。' });
    expect(await store.get('products/ONCE/1.png')).toEqual({ body: PNG, contentType: 'image/png' });
    // Two URLs for one key in the same second are two uses: each has its own nonce.
    const second = store.createSignedUrl('products/ONCE/1.png', 'PUT', 600, 'image/*');
    expect(second).not.toBe(url);
    expect((await put(second, PNG)).status).toBe(200);
    // The claims are kept only until the URLs expire.
    server.clock.advance(601 * 1000);
    expect((await put(store.createSignedUrl('products/ONCE/2.png', 'PUT', 600, 'image/*'), PNG)).status).toBe(200);
    const kept = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM signed_upload_uses');
    expect(kept.rows[0].n).toBe(1);
  });

  it('signs the content type an upload URL accepts', async () => {
    const store = server.app.fileStore;
    const photo = store.createSignedUrl('products/TYPE/1.png', 'PUT', 600, 'image/*');
    const html = await put(photo, Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect(html.status).toBe(415);
    expect(html.body).toMatchObject({ code: 'wrong_content_type', field: 'Content-Type', detail: 'このアップロード先に送れるファイルの種類は image/* です。' });
    // The type is part of the signature: widening it in the URL voids the URL.
    expect((await put(photo.replace('type=image%2F*', 'type=*%2F*'), Buffer.from('<p>'), 'text/html')).status).toBe(403);
    expect((await put(photo.replace(/nonce=[^&]+/, 'nonce=other'), PNG)).status).toBe(403);
    expect(await store.get('products/TYPE/1.png')).toBeNull();
    // A refused upload leaves the URL good for the right file.
    expect((await put(photo, PNG, 'image/png')).status).toBe(200);
    const pdf = store.createSignedUrl('news/9/annai.pdf', 'PUT', 600, 'application/pdf');
    expect((await put(pdf, Buffer.from('%PDF-1.4'), 'text/plain')).status).toBe(415);
    expect((await put(pdf, Buffer.from('%PDF-1.4'), 'application/pdf')).status).toBe(200);
  });

  it('answers 400 without a signature and 404 for a signed key that holds nothing', async () => {
    expect((await server.api('GET', '/files/products/A001/1.png')).status).toBe(400);
    expect((await server.api('GET', server.app.fileStore.createSignedUrl('nothing/here.png', 'GET', 60))).status).toBe(404);
  });

  it('never lets an upload run as a page of this site', async () => {
    const store = server.app.fileStore;
    expect((await put(store.createSignedUrl('news/2/evil.html', 'PUT', 60), Buffer.from('<script>alert(1)</script>'), 'text/html')).status).toBe(200);
    const res = await server.api('GET', store.createSignedUrl('news/2/evil.html', 'GET', 60));
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  /** A chunked upload (no Content-Length, so only the streamed count can stop it) of `total` bytes in 256 KB pieces. */
  const uploadChunked = (url: string, total: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(server.url + url, { method: 'PUT', headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const piece = Buffer.alloc(256 * 1024, 7);
      let sent = 0;
      const more = () => {
        while (sent < total) {
          const part = piece.subarray(0, Math.min(piece.length, total - sent));
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', more);
        }
        req.end();
      };
      more();
    });

  it('streams an upload in and stops one that passes 20 MB with 413, storing nothing and keeping the file it would replace', async () => {
    const store = server.app.fileStore;
    const key = 'products/BIG/1.png';
    expect((await put(store.createSignedUrl(key, 'PUT', 600), PNG)).status).toBe(200);
    const filesBefore = fileStore === 'disk' ? readdirSync(path.join(server.config.dataDir, 'files')).sort() : [];

    const tooBig = await uploadChunked(store.createSignedUrl(key, 'PUT', 600), 20 * 1024 * 1024 + 1);
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body)).toMatchObject({
      code: 'too_large',
      field: 'body',
      detail: 'ファイルのサイズが大きすぎます。20MB以下のファイルを選択してください。',
    });
    expect(await store.get(key)).toEqual({ body: PNG, contentType: 'image/png' });
    if (fileStore === 'disk') {
      // No partial file, no temporary file left behind.
      expect(readdirSync(path.join(server.config.dataDir, 'files')).sort()).toEqual(filesBefore);
    } else {
      const rows = await server.db.query<{ blobs: number; chunks: number; bytes: number }>(
        `SELECT (SELECT count(*)::int FROM file_blobs WHERE key LIKE 'products/BIG/%') AS blobs,
                (SELECT count(*)::int FROM file_blob_chunks WHERE key LIKE 'products/BIG/%') AS chunks,
                (SELECT coalesce(sum(length(data)), 0)::int FROM file_blob_chunks WHERE key LIKE 'products/BIG/%') AS bytes`,
      );
      expect(rows.rows[0]).toEqual({ blobs: 1, chunks: 1, bytes: PNG.length });
    }

    // A 3.5 MB chunked upload is streamed in whole (on the database, 1 MB rows).
    const streamed = await uploadChunked(store.createSignedUrl('products/BIG/3.png', 'PUT', 600), 3.5 * 1024 * 1024);
    expect(streamed.status).toBe(200);
    const stored = await store.get('products/BIG/3.png');
    expect(stored?.body.equals(Buffer.alloc(3.5 * 1024 * 1024, 7))).toBe(true);
    if (fileStore === 'database') {
      const rows = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM file_blob_chunks WHERE key = 'products/BIG/3.png'`);
      expect(rows.rows[0].n).toBe(4);
    }
    await store.delete('products/BIG/3.png');
  });

  it('refuses keys that could leave the store', () => {
    expect(() => server.app.fileStore.createSignedUrl('../etc/passwd', 'GET', 60)).toThrow();
    expect(() => server.app.fileStore.createSignedUrl('/abs', 'GET', 60)).toThrow();
  });
});

describe('signed URL lifetimes and file names', () => {
  it('gives an upload URL at most 15 minutes, a download the lifetime asked (the spec’s ~5400 s)', () => {
    const { createFileStore } = jest.requireActual('../src/files/file-store') as typeof import('../src/files/file-store');
    const now = new Date('2026-06-15T01:00:00Z');
    const store = createFileStore({ dir: '/nonexistent', secret: 's'.repeat(32), clock: { now: () => now } });
    const expiresOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('expires')) - now.getTime() / 1000;
    expect(expiresOf(store.createSignedUrl('news/1/abc.pdf', 'PUT', 5400))).toBe(900);
    expect(expiresOf(store.createSignedUrl('news/1/abc.pdf', 'PUT', 60))).toBe(60);
    // A download URL ends on the next whole minute at or after the lifetime asked (one URL per photo and minute).
    const download = expiresOf(store.createSignedUrl('news/1/abc.pdf', 'GET', 5400));
    expect(download).toBeGreaterThanOrEqual(5400);
    expect(download).toBeLessThan(5460);
    expect(store.createSignedUrl('news/1/abc.pdf', 'GET', 5400)).toBe(store.createSignedUrl('news/1/abc.pdf', 'GET', 5400));
  });

  it("decides a news attachment's type from its name, never as a page", () => {
    const { contentTypeOfFileName, contentTypeAllowed } = jest.requireActual('../src/files/signing') as typeof import('../src/files/signing');
    expect(contentTypeOfFileName('年末年始.PDF')).toBe('application/pdf');
    expect(contentTypeOfFileName('一覧.csv')).toBe('text/csv');
    expect(contentTypeOfFileName('page.html')).toBe('application/octet-stream');
    expect(contentTypeOfFileName('名前なし')).toBe('application/octet-stream');
    expect(contentTypeAllowed('image/*', 'image/jpeg')).toBe(true);
    expect(contentTypeAllowed('image/*', 'Image/PNG; charset=x')).toBe(true);
    expect(contentTypeAllowed('image/*', 'image/')).toBe(false);
    expect(contentTypeAllowed('application/pdf', 'application/pdf')).toBe(true);
    expect(contentTypeAllowed('application/pdf', 'application/pdfx')).toBe(false);
  });

  it('shows a file name without any path part', () => {
    const { plainFileName } = jest.requireActual('../src/files/signing') as typeof import('../src/files/signing');
    expect(plainFileName('C:\\fakepath\\案内.pdf')).toBe('案内.pdf');
    expect(plainFileName('../../etc/passwd')).toBe('passwd');
    expect(plainFileName('a/b/\u0000x.txt')).toBe('x.txt');
    expect(plainFileName('..')).toBe('file');
    expect(plainFileName('お知らせ.pdf')).toBe('お知らせ.pdf');
  });
});
