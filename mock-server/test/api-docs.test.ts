import SwaggerParser from '@apidevtools/swagger-parser';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestServer, type TestServer } from './helpers';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
type Operation = { operationId?: string; responses: Record<string, { $ref?: string }> };
type Document = { openapi: string; servers?: unknown[]; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${p}`, operation: item[m] })));

/** `redocly lint` with the repository's rules (mock-server/redocly.yaml), offline and without telemetry. */
async function redoclyLint(
  doc: unknown,
): Promise<{ totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string }[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = require.resolve('@redocly/cli/bin/cli.js');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const args = [cli, 'lint', file, '--config', path.join(__dirname, '..', 'redocly.yaml'), '--format=json'];
    // redocly exits 1 when it finds errors; its JSON report is on stdout either way.
    const stdout = await promisify(execFile)(process.execPath, args, { env, cwd: dir, maxBuffer: 64 * 1024 * 1024 }).then(
      (out) => out.stdout,
      (err: { stdout?: string }) => err.stdout ?? '',
    );
    return JSON.parse(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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

  it('is a valid OpenAPI 3.1 document with servers (swagger-parser)', async () => {
    const doc = (await server.api('GET', '/api/docs/json')).body as Document;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.length).toBeGreaterThan(0);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('passes redocly lint with no errors', async () => {
    const report = await redoclyLint((await server.api('GET', '/api/docs/json')).body);
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('names every operation with a unique operationId (mock-server/src/http/openapi-names.ts)', async () => {
    const operations = operationsOf((await server.api('GET', '/api/docs/json')).body);
    // A new route needs a line in OPERATION_IDS: 'METHOD /path': 'endpointName' (the client's RTK Query endpoint name).
    expect(operations.filter(({ operation }) => !operation.operationId).map(({ key }) => key)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const byKey = Object.fromEntries(operations.map(({ key, operation }) => [key, operation.operationId]));
    expect(byKey['GET /api/v1/users/web/detail']).toBe('getWebItems');
    expect(byKey['POST /api/v1/users/web/buy']).toBe('buyWebItems');
    expect(byKey['PUT /api/v1/admins/negotiations/{negotiation_no}']).toBe('answerAdminNegotiation');
  });

  it('names the entities of spec §3, the pagination envelope and the error answer, and refers to them instead of copying', async () => {
    const doc = (await server.api('GET', '/api/docs/json')).body as Document;
    const names = ['ErrorBody', 'PageEnvelope', 'SignInAnswer', 'WebItem', 'WebFilters', 'PurchaseDone', 'Cancellable', 'AdminProduct', 'AdminSale'];
    for (const name of names) expect(Object.keys(doc.components.schemas)).toContain(name);
    const paths = JSON.stringify(doc.paths);
    expect(paths).not.toMatch(/"detail":\{"type":"string"/);
    expect(paths).not.toMatch(/"currentPage":\{"type":"integer"/);
    for (const name of Object.keys(doc.components.schemas))
      expect([name, JSON.stringify(doc).includes(`"#/components/schemas/${name}"`)]).toEqual([name, true]);
  });

  it('documents the statuses a route can answer, with descriptions', async () => {
    const operations = operationsOf((await server.api('GET', '/api/docs/json')).body);
    const statuses = (key: string) => Object.keys(operations.find((o) => o.key === key)!.operation.responses).sort();
    expect(statuses('POST /api/v1/users/web/buy')).toEqual(['200', '202', '400', '401', '403', '404', '409', '413', '415', '422', '503']);
    expect(statuses('POST /api/v1/users/signin')).toEqual(['200', '400', '401', '413', '415', '429', '503']);
    expect(statuses('GET /api/v1/users/web/stream')).toEqual(['200', '400', '401', '403', '429', '503']);
    expect(statuses('DELETE /api/v1/admins/link/delete/{LINK_CD}')).toEqual(['200', '400', '401', '403', '404', '503']);
    for (const { key, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const described = response.$ref ?? (response as { description?: string }).description;
        expect([key, status, described && described !== 'Default Response']).toEqual([key, status, true]);
      }
    }
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
