import { startTestServer, type TestServer } from './helpers';

describe('OpenAPI description', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('describes every API route, with the auth endpoints of spec §7', async () => {
    const res = await server.api('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const p of ['signin', 'refresh', 'extends_password', 'signout', 'change-password', 'reset-password', 'email/verify']) {
      expect(paths).toContain(`/api/v1/users/${p}`);
    }
    const described = new Set(paths.flatMap((p) => Object.keys(res.body.paths[p]).map((m) => `${m.toUpperCase()} ${p}`)));
    const routes = server.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
    const missing = routes.map((r) => `${r.method} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`).filter((r) => !described.has(r));
    expect(missing).toEqual([]);
    expect(res.body.paths['/api/v1/users/signin'].post.security).toEqual([]);
  });

  it('serves a page to browse it', async () => {
    const res = await server.api('GET', '/api/docs/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('swagger');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
});
