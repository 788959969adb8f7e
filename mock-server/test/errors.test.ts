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
    expect(res.body).toEqual({ detail: '送信されたデータをJSONとして読み取れません。', message: BAD_REQUEST, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });

  // Spec §8 shows detail and message as two toasts: detail is Japanese and names the field by its
  // screen label; code and field are for programs.
  it('answers 400 naming the field in Japanese for a wrong type, a missing field and an unknown field', async () => {
    expect((await signin({ id: 123, password: 'x' })).body).toEqual({
      detail: 'IDは文字列で指定してください。',
      message: BAD_REQUEST,
      code: 'type',
      field: 'body.id',
    });
    expect((await signin({ id: 'admin' })).body).toEqual({
      detail: 'パスワードを入力してください。',
      message: BAD_REQUEST,
      code: 'required',
      field: 'body.password',
    });
    expect((await signin({ id: 'admin', password: 'x', role: 'admin' })).body).toEqual({
      detail: '「role」という項目は受け付けていません。',
      message: BAD_REQUEST,
      code: 'additionalProperties',
      field: 'body.role',
    });
    expect((await signin([])).status).toBe(400);
    expect((await signin('null')).status).toBe(400);
    expect((await server.api('POST', '/users/reset-password', { body: { email: 'not-an-address' } })).body).toMatchObject({
      detail: 'メールアドレスの形式が正しくありません。',
      field: 'body.email',
    });
  });

  it('says which number is wrong and how, as the screens name it: 「口数は1以上の整数で入力してください。」', async () => {
    const { describeValidation } = await import('../src/http/validator');
    const error = { keyword: 'minimum', instancePath: '/items/0/KUCHI_SU', params: { limit: 1 }, parentSchema: { type: 'integer', minimum: 1 } };
    expect(describeValidation('body', error as never)).toEqual({
      detail: '口数は1以上の整数で入力してください。',
      field: 'body.items.0.KUCHI_SU',
      code: 'minimum',
    });
  });

  it('answers 415 for a body that is not JSON and 413 for an oversized body', async () => {
    const form = await signin('id=admin&password=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({
      detail: 'Content-Type「application/x-www-form-urlencoded」には対応していません。application/json で送信してください。',
      message: '送信されたデータの形式に対応していません。',
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    // text/plain used to be parsed as a string and refused as a wrong shape (400).
    const text = await signin('{"id":"admin","password":"admin-pass-1"}', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('送信されたデータの形式に対応していません。');
    const huge = await signin(JSON.stringify({ id: 'a', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ detail: '送信されたデータが大きすぎます。', message: BAD_REQUEST });
  });

  it('answers 404 as JSON for an unknown API path, however it is spelt', async () => {
    const unknown = await server.api('GET', '/api/v1/users/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      detail: 'GET /api/v1/users/no-such-thing というAPIはありません。',
      message: '指定されたページまたはデータが存在しません。',
      code: 'not_found',
    });
    // Other spellings of /api never fall back to the app's page.
    for (const path of ['/API/v1/users/web', '/%61pi/v1/x', '/api%2Fv1/x', '/api', '/api/v2/users/web']) {
      const res = await server.api('GET', path);
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 404, expect.stringContaining('application/json')]);
      expect(res.body.message).toBe('指定されたページまたはデータが存在しません。');
    }
  });

  it('answers 405 with Allow for a known API path called with another method', async () => {
    const get = await server.api('GET', '/api/v1/users/signin');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.body).toEqual({
      detail: '/api/v1/users/signin は GET に対応していません（使用できるメソッド: POST）。',
      message: 'この操作には対応していません。',
      code: 'method_not_allowed',
    });
    // A path with parameters, and a path served by several methods.
    const put = await server.api('PUT', '/api/v1/admins/link/delete/3');
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'DELETE']);
    const del = await server.api('DELETE', '/api/v1/users/setting');
    expect([del.status, del.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
    // No token needed to learn that: the method is refused before any sign-in check.
    expect((await server.api('POST', '/api/v1/admins/time')).status).toBe(405);
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
        // Both texts are shown to the user (spec §8): Japanese, with the machine-readable code beside them.
        const shapeOk =
          typeof res.body === 'object' &&
          typeof res.body.detail === 'string' &&
          /[\u3040-\u30ff\u4e00-\u9fff]/.test(res.body.detail) &&
          typeof res.body.message === 'string' &&
          typeof res.body.code === 'string';
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
