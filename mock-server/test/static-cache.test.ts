import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHUNK_TEXT = `console.log(${JSON.stringify('chunk '.repeat(800))});`;

/**
 * A GET the way a browser revalidates its stored copy: plain headers (fetch() would add
 * Cache-Control: no-cache to a conditional request, which asks the server for the full body).
 */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status?: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
      })
      .on('error', reject);
  });
}

/** A built shell and remote as shared/build writes them: hashed chunks, entry points, .br copies. */
function makeWebRoot(): string {
  const root = mkdtempSync(path.join(process.env.FM_TEST_TMP_ROOT ?? os.tmpdir(), 'web-cache-'));
  const shell = path.join(root, 'shell', 'dist');
  const remote = path.join(root, 'remote-buyer-web', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(remote, { recursive: true });
  const html = '<!doctype html><html><body><div id="root">shell-index</div></body></html>';
  writeFileSync(path.join(shell, 'index.html'), html);
  // The build writes compressed copies of every page and script (shared/build/compress.js).
  writeFileSync(path.join(shell, 'index.html.br'), brotliCompressSync(Buffer.from(html)));
  writeFileSync(path.join(shell, 'index.html.gz'), gzipSync(Buffer.from(html)));
  writeFileSync(path.join(shell, 'main.js'), 'console.log("entry");');
  writeFileSync(path.join(shell, 'vendor.0123abcd.js'), CHUNK_TEXT);
  writeFileSync(path.join(shell, 'vendor.0123abcd.js.br'), brotliCompressSync(Buffer.from(CHUNK_TEXT)));
  writeFileSync(
    path.join(shell, 'config.json'),
    JSON.stringify({ API_TARGET: 'MOCK', remotes: { remote_buyer_web: '/remotes/remote-buyer-web/mf-manifest.json' } }),
  );
  writeFileSync(path.join(remote, 'remoteEntry.js'), 'console.log("remote entry");');
  writeFileSync(path.join(remote, 'mf-manifest.json'), '{"name":"remote_buyer_web"}');
  writeFileSync(path.join(remote, '718.66801520.js'), 'console.log("remote chunk");');
  return root;
}

describe('cache headers of the built front end', () => {
  let server: TestServer;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = makeWebRoot();
    server = await startTestServer({ seed: false, config: { webRoot, apiTarget: null } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves content-hashed chunks of the shell and the remotes immutable for a year', async () => {
    for (const file of ['/vendor.0123abcd.js', '/remotes/remote-buyer-web/718.66801520.js']) {
      const res = await fetch(server.url + file);
      expect([file, res.status, res.headers.get('cache-control')]).toEqual([file, 200, IMMUTABLE]);
    }
  });

  it('revalidates every entry point: no-cache with an ETag, and 304 when unchanged', async () => {
    for (const file of [
      '/',
      '/web/buy/done',
      '/main.js',
      '/config.json',
      '/remotes/remote-buyer-web/remoteEntry.js',
      '/remotes/remote-buyer-web/mf-manifest.json',
    ]) {
      const first = await get(server.url + file);
      const etag = first.headers.etag;
      expect([file, first.status, first.headers['cache-control'], typeof etag]).toEqual([file, 200, 'no-cache', 'string']);
      expect([file, (await get(server.url + file, { 'if-none-match': etag! })).status]).toEqual([file, 304]);
    }
  });

  it('answers a changed config.json with its new body, not 304', async () => {
    const etag = (await get(`${server.url}/config.json`)).headers.etag!;
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'config.json'), JSON.stringify({ API_TARGET: 'MOCK', remotes: {} }));
    expect((await get(`${server.url}/config.json`, { 'if-none-match': etag })).status).toBe(200);
    expect(await (await fetch(`${server.url}/config.json`)).json()).toEqual({ API_TARGET: 'MOCK', remotes: {} });
  });

  it('sends the brotli copy written at build time to a browser that accepts it', async () => {
    const res = await fetch(`${server.url}/vendor.0123abcd.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // undici decodes br itself: the text proves the precompressed copy was sent intact.
    expect(await res.text()).toBe(CHUNK_TEXT);
    expect(brotliDecompressSync(brotliCompressSync(Buffer.from(CHUNK_TEXT))).toString()).toBe(CHUNK_TEXT);
  });
});
