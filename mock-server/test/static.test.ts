import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers';

/** A fake repository root with a built shell and one built remote. */
function makeWebRoot(): string {
  const root = mkdtempSync(path.join(process.env.FM_TEST_TMP_ROOT ?? os.tmpdir(), 'web-'));
  mkdirSync(path.join(root, 'shell', 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><body><div id="root">shell-index</div></body></html>');
  writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(
    path.join(root, 'shell', 'dist', 'config.json'),
    JSON.stringify({ API_TARGET: 'MOCK', remotes: { buyerWeb: '/remotes/remote-buyer-web/mf-manifest.json' } }),
  );
  mkdirSync(path.join(root, 'remote-buyer-web', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'remote-buyer-web', 'dist', 'mf-manifest.json'), '{"name":"buyerWeb"}');
  mkdirSync(path.join(root, 'remote-admin-master'), { recursive: true }); // not built
  return root;
}

describe('static serving at one URL', () => {
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

  it('serves the shell at / and its index.html for client routes', async () => {
    for (const route of ['/', '/web/buy/done', '/admins/master/products', '/login?next=%2Fweb']) {
      // fetch directly: the helper would send /admins/… to the API.
      const res = await fetch(server.url + route);
      expect([route, res.status]).toEqual([route, 200]);
      expect(await res.text()).toContain('shell-index');
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });

  it('serves built files, and 404 for a missing file instead of index.html', async () => {
    const js = await server.api('GET', '/main.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await server.api('GET', '/missing-chunk.js')).status).toBe(404);
  });

  it('serves each remote under /remotes/<folder>/', async () => {
    const res = await server.api('GET', '/remotes/remote-buyer-web/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'buyerWeb' });
    expect((await server.api('GET', '/remotes/remote-admin-master/mf-manifest.json')).status).toBe(404);
  });

  it('never answers an API path with the shell', async () => {
    const res = await server.api('GET', '/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('指定されたページまたはデータが存在しません。');
  });

  it('serves the runtime config from the shell build', async () => {
    const res = await server.api('GET', '/config.json');
    expect(res.body).toEqual({ API_TARGET: 'MOCK', remotes: { buyerWeb: '/remotes/remote-buyer-web/mf-manifest.json' } });
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a Content-Security-Policy allowing scripts from its own origin only', async () => {
    const csp = (await server.api('GET', '/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe|http)/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    const api = await server.api('GET', '/health');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await fetch(`${server.url}/main.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('xxxx');
  });
});

describe('static serving before the front end is built', () => {
  let server: TestServer;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(process.env.FM_TEST_TMP_ROOT ?? os.tmpdir(), 'web-empty-'));
    mkdirSync(path.join(webRoot, 'remote-buyer-web'));
    server = await startTestServer({ seed: false, config: { webRoot, apiTarget: 'https://api.example.jp/api/v1' } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers a clear Japanese and English page instead of crashing', async () => {
    const res = await server.api('GET', '/web');
    expect(res.status).toBe(503);
    expect(res.body).toContain('画面がまだビルドされていません');
    expect(res.body).toContain('npm run build');
    expect((await server.api('GET', '/health')).status).toBe(200);
  });

  it('lists the remotes in the default runtime config, with API_TARGET from the server setting', async () => {
    const res = await server.api('GET', '/config.json');
    expect(res.body).toEqual({ API_TARGET: 'https://api.example.jp/api/v1', remotes: { remote_buyer_web: '/remotes/remote-buyer-web/mf-manifest.json' } });
  });

  it('allows calls to the API_TARGET origin in the CSP', async () => {
    const csp = (await server.api('GET', '/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://api.example.jp");
  });
});
