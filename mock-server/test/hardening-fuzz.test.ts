import http from 'node:http';
import { dataFingerprint } from './helpers/fingerprint';
import { createAccount, startTestServer, type TestServer } from './helpers';

/**
 * Every route answers 4xx, never 500, to any input. The walk is driven by the
 * OpenAPI document: for each operation, each declared path parameter, query value and body
 * property in turn takes every value of a generated corpus (wrong types, empty and huge
 * values, bad percent-encodings, unicode, prototype-pollution keys, traversal), as three
 * callers (administrator, buyer, nobody). File routes and the shell fallback are walked too.
 * No answer may be a 5xx, no error answer may carry database or stack text, and no table
 * may change.
 */

/** Raw path segments/query values: sent without re-encoding, so broken escapes reach the server. */
const RAW_VALUES = [
  '',
  '%',
  '%25',
  '%E0%A4%A',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F',
  '%C0%AE%C0%AE%2F',
  '%F0%9F%98%80',
  '%FF%FE',
  '%u0041',
  '%%32%35',
];
/** Values encoded properly: what a well-formed but hostile client sends. */
const VALUES = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  '99999999999999999999',
  '2026/02/30',
  '9999-99-99',
  '0000/00/00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '\u0000',
  '\uFFFF',
  '😀'.repeat(50),
  'あ'.repeat(2000),
  'x'.repeat(9000),
];
/** JSON values for body properties. */
const JSON_VALUES: unknown[] = [
  null,
  true,
  -1,
  0.5,
  1e308,
  -2147483649,
  2 ** 53 + 1,
  '',
  'x'.repeat(70_000),
  'あ'.repeat(3000),
  '\u0000',
  '2026/02/30',
  [],
  [null],
  {},
  { __proto__: { polluted: 1 } },
  { constructor: { prototype: { polluted: 1 } } },
  '../../etc/passwd',
];
/** Whole bodies that are wrong as a whole. */
const RAW_BODIES = [
  '{"broken": ',
  '[1,"two",null]',
  'null',
  '"text"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '\uFEFF{}',
];

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body: string[];
  security: boolean;
}

function operationsOf(doc: { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, any> } }): Operation[] {
  // A body may be a named schema of the document (`$ref`).
  const resolve = (schema: any) => (schema?.$ref ? doc.components?.schemas?.[String(schema.$ref).split('/').pop()!] : schema);
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = (op.parameters ?? []) as { in: string; name: string }[];
      const content = resolve(op.requestBody?.content?.['application/json']?.schema);
      ops.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(content?.properties ?? {}),
        security: !(Array.isArray(op.security) && op.security.length === 0),
      });
    }
  }
  return ops;
}

/** A request with the path exactly as given (no URL normalisation), answered status + body text. */
function raw(base: string, method: string, path: string, token: string | null, body?: string): Promise<{ status: number; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // The HTTP parser itself may refuse the request (and close the connection): that is a refusal too.
    req.on('error', (err) => (/hang up|ECONNRESET/.test(String(err)) ? resolve({ status: 400, text: 'connection closed by the server' }) : reject(err)));
    req.end(body);
  });
}

/** Signs of internal text that must never reach a client. */
const LEAK =
  /(at \S+ \(|node_modules|SELECT |INSERT |UPDATE |violates|relation "|syntax error|invalid input syntax|duplicate key|TypeError|ReferenceError|URIError|ECONN)/;

/**
 * Operations on the caller's own session or prompt, whose body is all optional (so a body the
 * JSON parser reduces to {} is a valid call): walked last, after the table digest, so the
 * rest keep a live token and a change they rightly make is not mistaken for a hostile one.
 */
const OWN_STATE = /\/users\/(signout|refresh|extends_password)$/;

describe('an OpenAPI-driven walk of hostile input', () => {
  let server: TestServer;
  let ops: Operation[];
  let tokens: Record<'admin' | 'buyer' | 'nobody', string | null>;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    await createAccount(server.db, { loginId: 'fz-admin', password: 'admin-pass-1', isAdmin: true });
    await createAccount(server.db, { loginId: 'fz-buyer', password: 'buyer-pass-1', baisanCd: '9911', buyPermit: true });
    tokens = { admin: await server.signIn('fz-admin', 'admin-pass-1'), buyer: await server.signIn('fz-buyer', 'buyer-pass-1'), nobody: null };
    ops = operationsOf((await server.api('GET', '/api/docs/json')).body).filter((op) => !op.path.endsWith('/stream'));
  });
  afterAll(() => server.close());

  /** Every third corpus value, shifted by the parameter's position: the parameters of a route share the corpus between them. */
  const share = <T>(values: readonly T[], k: number) => values.filter((_, j) => (j + k) % 3 === 0);

  const requestsOf = (op: Operation): { path: string; body?: string }[] => {
    const list: { path: string; body?: string }[] = [];
    op.params.forEach((name, k) => {
      const at = (v: string) => op.path.replace(`{${name}}`, v).replace(/\{[^}]+\}/g, '1');
      for (const v of k === 0 ? RAW_VALUES : share(RAW_VALUES, k)) list.push({ path: at(v) });
      for (const v of share(VALUES, k)) list.push({ path: at(encodeURIComponent(v)) });
    });
    const base = op.path.replace(/\{[^}]+\}/g, '999999');
    [...op.query, '__proto__', 'constructor[prototype][x]'].forEach((name, k) => {
      for (const v of share(RAW_VALUES, k)) list.push({ path: `${base}?${name}=${v}` });
      for (const v of share(VALUES, k)) list.push({ path: `${base}?${encodeURIComponent(name)}=${encodeURIComponent(v)}` });
    });
    list.push({ path: `${base}?${op.query.map((q) => `${q}=1&${q}=2`).join('&') || 'a=1&a=2'}` });
    if (op.method !== 'GET' && op.method !== 'DELETE') {
      for (const b of RAW_BODIES) list.push({ path: base, body: b });
      // One property at a time takes values; the others are left out (so the body is never whole).
      op.body.forEach((name, k) => {
        for (const v of share(JSON_VALUES, k)) list.push({ path: base, body: `{${JSON.stringify(name)}:${JSON.stringify(v)}}` });
      });
    }
    return list;
  };

  /** Who walks what: the hook refuses the others before any input is read, so walking them says nothing. */
  const mine = (who: 'admin' | 'buyer' | 'nobody', op: Operation) =>
    who === 'nobody'
      ? !op.security || op.path === '/api/v1/health'
      : who === 'admin'
        ? op.path.startsWith('/api/v1/admins')
        : !op.path.startsWith('/api/v1/admins');

  it.each(['admin', 'buyer', 'nobody'] as const)(
    'never answers 5xx or internal text, and changes no table (%s)',
    async (who) => {
      const before = await dataFingerprint(server.db);
      const failures: string[] = [];
      let sent = 0;
      const walked = ops.filter((o) => mine(who, o));
      const walk = async (list: Operation[]) => {
        for (const op of list) {
          for (const r of requestsOf(op)) {
            const res = await raw(server.url, op.method, r.path, tokens[who], r.body);
            sent++;
            if (res.status >= 500 || (res.status >= 400 && LEAK.test(res.text)))
              failures.push(`${op.method} ${r.path.slice(0, 120)} ${r.body?.slice(0, 60) ?? ''} → ${res.status} ${res.text.slice(0, 160)}`);
          }
        }
      };
      await walk(walked.filter((o) => !OWN_STATE.test(o.path)));
      const after = await dataFingerprint(server.db);
      await walk(walked.filter((o) => OWN_STATE.test(o.path)));
      expect(sent).toBeGreaterThan(who === 'nobody' ? 100 : 250);
      expect(failures).toEqual([]);
      expect(after).toEqual(before);
    },
    600_000,
  );

  it('answers file routes and the shell fallback 4xx for hostile keys and signatures, never 5xx', async () => {
    const failures: string[] = [];
    const keys = [...RAW_VALUES, ...VALUES.map(encodeURIComponent), 'products/%2e%2e/%2e%2e/x', 'a/'.repeat(300), '%25%25%25'];
    const queries = [
      '',
      '?expires=1&sig=x',
      '?expires=-1&sig=',
      '?expires=99999999999999999999&sig=%',
      '?expires=NaN&sig=%E0%A4%A',
      '?sig=__proto__&expires=1&expires=2',
    ];
    for (const key of keys) {
      for (const q of queries) {
        for (const method of ['GET', 'PUT']) {
          const res = await raw(server.url, method, `/files/${key}${q}`, null, method === 'PUT' ? 'x' : undefined);
          if (res.status >= 500 || LEAK.test(res.text)) failures.push(`${method} /files/${key.slice(0, 60)}${q} → ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
      const page = await raw(server.url, 'GET', `/${key}`, null);
      // 503 is the shell's own "front end not built" page when the test run has no build.
      if (page.status >= 500 && page.status !== 503) failures.push(`GET /${key.slice(0, 60)} → ${page.status}`);
    }
    expect(failures).toEqual([]);
  });
});
