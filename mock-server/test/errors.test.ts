import { apiRoutes, concretePath, createAccount, dataFingerprint, startTestServer, type TestServer } from './helpers';

const BAD_REQUEST = '入力内容に誤りがあります。';

describe('errors answer { detail, message } with the right status', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  const signin = (body: unknown, headers?: Record<string, string>) => server.api('POST', '/users/signin', { body, headers });

  it('answers 400 for malformed JSON', async () => {
    const res = await signin('{"id": "admin", ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: expect.stringMatching(/^body: .*JSON/), message: BAD_REQUEST });
  });

  it('answers 400 naming the field for a wrong type, a missing field and an unknown field', async () => {
    expect((await signin({ id: 123, password: 'x' })).body).toEqual({ detail: 'body.id: must be string', message: BAD_REQUEST });
    expect((await signin({ id: 'admin' })).body).toEqual({ detail: "body.password: must have required property 'password'", message: BAD_REQUEST });
    expect((await signin({ id: 'admin', password: 'x', role: 'admin' })).body).toEqual({
      detail: 'body.role: must NOT have additional properties',
      message: BAD_REQUEST,
    });
    expect((await signin([])).status).toBe(400);
    expect((await signin('null')).status).toBe(400);
    expect((await server.api('POST', '/users/reset-password', { body: { email: 'not-an-address' } })).body.detail).toMatch(/^body\.email: /);
  });

  it('answers 400 for an unsupported content type and 413 for an oversized body', async () => {
    const text = await signin('id=admin&password=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('送信されたデータの形式に対応していません。');
    const huge = await signin(JSON.stringify({ id: 'a', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('送信されたデータが大きすぎます。');
  });

  it('answers 404 as JSON for an unknown API path or method', async () => {
    const unknown = await server.api('GET', '/api/v1/users/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'GET /api/v1/users/no-such-thing not found', message: '指定されたページまたはデータが存在しません。' });
    expect((await server.api('GET', '/api/v1/users/signin')).status).toBe(404);
  });
});

describe('no bad input on any route produces a 500 or changes data', () => {
  let server: TestServer;
  let tokens: { admin: string; buyer: string };
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    await createAccount(server.db, { loginId: 'fx-admin', password: 'admin-pass-1', isAdmin: true });
    await createAccount(server.db, { loginId: 'fx-buyer', password: 'buyer-pass-1', baisanCd: '9901', buyPermit: true });
    tokens = { admin: await server.signIn('fx-admin', 'admin-pass-1'), buyer: await server.signIn('fx-buyer', 'buyer-pass-1') };
  });
  afterAll(() => server.close());

  /** Requests no route may accept: broken JSON, a body of the wrong shape, garbage ids and query values. */
  const badRequests = (method: string, url: string, schema?: unknown) => {
    const garbageId = concretePath(url, `zz'"<>-1.5`);
    // With and without an unknown field: a route refusing that field first would never see the bad values.
    const garbage = '?per=-1&page=abc&include_suspension_rows=7&SALE_DATE=2026-13-45';
    const declared = Object.keys((schema as { querystring?: { properties?: object } } | undefined)?.querystring?.properties ?? {});
    const each = (value: string) => '?' + declared.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
    const queries = [`${garbage}&__unknown__=1`, ...['-1', `zz'"<>`, '99999999999999999999', '2026-02-30', ''].map(each)];
    const hasParams = url.includes(':') || url.endsWith('*');
    const list: { path: string; body?: unknown }[] = [];
    if (hasParams) list.push({ path: garbageId }, ...queries.map((query) => ({ path: concretePath(url, '-1') + query })));
    if (method !== 'GET' && method !== 'DELETE') {
      list.push({ path: concretePath(url, '1'), body: '{"broken": ' }, { path: concretePath(url, '1'), body: '[1, "two", null]' });
      list.push({ path: concretePath(url, '1'), body: { __unknown__: { nested: true } } });
    }
    if (method === 'GET' && !hasParams) list.push(...queries.map((query) => ({ path: url + query })));
    return list;
  };

  it.each(['admin', 'buyer'] as const)('as %s', async (who) => {
    const before = await dataFingerprint(server.db);
    const failures: string[] = [];
    const routes = apiRoutes(server.app.registeredRoutes).filter((r) => !/\/stream$/.test(r.url));
    for (const route of routes) {
      for (const request of badRequests(route.method, route.url, route.schema)) {
        const res = await server.api(route.method, request.path, { token: tokens[who], body: request.body });
        const shapeOk = typeof res.body === 'object' && typeof res.body.detail === 'string' && typeof res.body.message === 'string';
        if (res.status >= 500 || (res.status >= 400 && !shapeOk)) {
          failures.push(`${route.method} ${request.path} ${JSON.stringify(request.body) ?? ''} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await dataFingerprint(server.db)).toEqual(before);
  });

  /** Bodies of the declared shape whose values sit at the edges: they may be refused or accepted, never a 500. */
  const edgeBodies = (schema: unknown): unknown[] => {
    const properties = ((schema as { body?: { properties?: Record<string, { type?: unknown }> } } | undefined)?.body?.properties ?? {}) as Record<
      string,
      { type?: unknown }
    >;
    const byType: Record<string, unknown[]> = {
      integer: [-1, 2147483648, 0],
      number: [-1, 1e308, 0],
      string: ['', 'x'.repeat(20000), `zz'"<>\u0000`],
      boolean: [true, false, true],
      array: [[], [{ id: -1, KUCHI_SU: 2147483648, HA_SU: -1 }], Array.from({ length: 500 }, () => ({ id: 1, KUCHI_SU: 1, HA_SU: 0 }))],
    };
    return [0, 1, 2].map((i) =>
      Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, (byType[String([p.type].flat()[0])] ?? [null, null, null])[i]])),
    );
  };

  it('answers bodies of the right shape with edge values without a 500', async () => {
    const failures: string[] = [];
    const routes = apiRoutes(server.app.registeredRoutes).filter((r) => r.method === 'POST' && !r.public && !/signout|refresh/.test(r.url));
    for (const who of ['buyer', 'admin'] as const) {
      for (const route of routes) {
        for (const body of edgeBodies(route.schema)) {
          const res = await server.api('POST', concretePath(route.url), { token: tokens[who], body });
          if (res.status >= 500)
            failures.push(`${who} POST ${route.url} ${JSON.stringify(body).slice(0, 100)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
