import { apiRoutes, concretePath, createAccount, startTestServer, type TestServer } from './helpers';

/** Order lines may carry the client's idea of the price; the server ignores it, never trusts it. */
const LENIENT_BY_DESIGN = ['POST /api/v1/users/web/buy: body.items[]', 'POST /api/v1/users/web/next-order: body.items[]'];
/** An EventSource stream answers text/event-stream, not a JSON body to describe. */
const STREAMS = /\/stream$/;

type Schema = { type?: unknown; properties?: Record<string, Schema>; items?: Schema; additionalProperties?: unknown; [k: string]: unknown };

/** Paths inside a schema where an object with declared properties would accept unknown ones. */
function openObjects(schema: Schema | undefined, at: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const here = schema.properties && schema.additionalProperties !== false ? [at] : [];
  const nested = Object.entries(schema.properties ?? {}).flatMap(([name, s]) => openObjects(s, `${at}.${name}`));
  const combined = ['allOf', 'anyOf', 'oneOf'].flatMap((k) =>
    ((schema[k] as Schema[] | undefined) ?? []).flatMap((s, i) => openObjects(s, `${at}.${k}[${i}]`)),
  );
  return [...here, ...nested, ...openObjects(schema.items, `${at}[]`), ...combined];
}

describe('every API route declares its schemas, so bad input is refused before any code runs', () => {
  let server: TestServer;
  let buyerToken: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await createAccount(server.db, { loginId: 'fx-buyer', password: 'buyer-pass-1', baisanCd: '9901', buyPermit: true });
    buyerToken = await server.signIn('fx-buyer', 'buyer-pass-1');
  });
  afterAll(() => server.close());

  const routes = () => apiRoutes(server.app.registeredRoutes);
  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('declares params, query string, body and responses on every route', () => {
    const missing: string[] = [];
    for (const route of routes()) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const need = ['querystring', 'response'];
      if (/:[A-Za-z]/.test(route.url)) need.push('params');
      if (route.method !== 'GET' && route.method !== 'DELETE') need.push('body');
      for (const part of need) if (!schema[part]) missing.push(`${key(route)}: ${part}`);
      const responses = Object.keys((schema.response ?? {}) as object);
      if (!STREAMS.test(route.url) && !responses.some((code) => /^2/.test(code))) missing.push(`${key(route)}: a 2xx response`);
    }
    expect(missing).toEqual([]);
  });

  it('refuses unknown fields in every params, query string and body schema', () => {
    const open: string[] = [];
    for (const route of routes()) {
      const schema = (route.schema ?? {}) as Record<string, Schema>;
      for (const part of ['params', 'querystring', 'body']) {
        if (schema[part] && schema[part].additionalProperties !== false) open.push(`${key(route)}: ${part}`);
        open.push(...openObjects(schema[part], `${key(route)}: ${part}`).filter((p) => !open.includes(p)));
      }
    }
    expect([...new Set(open)].filter((p) => !LENIENT_BY_DESIGN.includes(p))).toEqual([]);
  });

  it('answers 400 naming an unknown query parameter on every GET route, even one that takes none', async () => {
    const failures: string[] = [];
    // A route with required query fields reports the first missing one; its strictness is checked above.
    const takesOptionalQuery = (r: { schema?: unknown }) => !((r.schema as { querystring?: { required?: string[] } }).querystring?.required ?? []).length;
    for (const route of routes().filter((r) => r.method === 'GET' && !STREAMS.test(r.url) && takesOptionalQuery(r))) {
      const res = await server.api('GET', `${concretePath(route.url)}?__bogus__=1`, { token: route.public ? undefined : buyerToken });
      // 403 is a role refusal that comes first (an /admins route for a buyer); it is proven elsewhere.
      if (res.status === 403) continue;
      if (res.status !== 400 || res.body.field !== 'querystring.__bogus__') {
        failures.push(`${key(route)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
