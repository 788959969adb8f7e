import { ACCOUNTS, TEST_OPTIONS } from './buyer-fixtures';
import { apiRoutes, startTestServer, type TestServer } from './helpers';

/**
 * Every admin list (a GET under /admins without path parameters that answers the pagination
 * envelope) takes the common list parameters of the one ListQuery schema: query,
 * include_suspension_rows, per, page, order_by and order. The routes are read from the running
 * app, so lists added later are covered without editing this file.
 */
type Schema = {
  type?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maxLength?: number;
  description?: string;
};

const COMMON = ['query', 'include_suspension_rows', 'per', 'page', 'order_by', 'order'];
const ENVELOPE = ['currentPage', 'totalPages', 'per', 'total', 'isFirstPage', 'isLastPage', 'datas'];

/** A value the schema accepts, for a list's own required filters. */
function sample(schema: Schema): string {
  if (schema.const !== undefined) return String(schema.const);
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.anyOf?.length) return sample(schema.anyOf[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  if (/YYYY/.test(schema.description ?? '')) return '2026/06/15';
  return 'a';
}

/** The first sortable column when the list names them; none when order_by is free text. */
function firstSortable(schema: Schema | undefined): string | null {
  if (!schema) return null;
  if (schema.const !== undefined) return String(schema.const);
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.anyOf?.length) return firstSortable(schema.anyOf[0]);
  return null;
}

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer(TEST_OPTIONS);
  admin = await server.signIn(...ACCOUNTS.admin);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function adminLists() {
  return apiRoutes(server.app.registeredRoutes).filter((route) => {
    if (route.method !== 'GET' || !route.url.startsWith('/api/v1/admins/') || route.url.includes(':')) return false;
    const answer = (route.schema?.response as Record<string, Schema> | undefined)?.[200];
    return ENVELOPE.every((field) => answer?.properties?.[field]);
  });
}

function listUrl(route: { url: string; schema?: { querystring?: unknown } }, page: number): string {
  const query = (route.schema?.querystring ?? {}) as Schema;
  const params = new URLSearchParams({ query: 'a', include_suspension_rows: '1', per: '2', page: String(page), order: 'desc' });
  const sortable = firstSortable(query.properties?.order_by);
  if (sortable) params.set('order_by', sortable);
  for (const name of query.required ?? []) if (!params.has(name)) params.set(name, sample(query.properties?.[name] ?? {}));
  return `${route.url.replace(/^\/api\/v1/, '')}?${params}`;
}

describe('admin lists take the common list parameters', () => {
  it('finds the admin lists, the news list among them', () => {
    const urls = adminLists().map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/v1/admins/link', '/api/v1/admins/news', '/api/v1/admins/sale']));
  });

  it('declares every common parameter in each list’s query schema', () => {
    const missing = adminLists().flatMap((route) => {
      const declared = ((route.schema?.querystring ?? {}) as Schema).properties ?? {};
      return COMMON.filter((name) => !declared[name]).map((name) => `${route.url}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('answers 200 with the pagination envelope when called with all of them', async () => {
    const failures: string[] = [];
    for (const route of adminLists()) {
      for (const page of [1, 2]) {
        const url = listUrl(route, page);
        const res = await server.api('GET', url, { token: admin });
        const body = res.body as Record<string, unknown>;
        const ok =
          res.status === 200 &&
          ENVELOPE.every((field) => field in body) &&
          body.currentPage === page &&
          body.per === 2 &&
          Array.isArray(body.datas) &&
          body.datas.length <= 2;
        if (!ok) failures.push(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('list bounds', () => {
  it('clamps per to 1000 on every list instead of refusing it, and refuses a page beyond 100000', async () => {
    const failures: string[] = [];
    for (const route of adminLists()) {
      const huge = listUrl(route, 1).replace('per=2', 'per=10000000');
      const res = await server.api('GET', huge, { token: admin });
      if (res.status !== 200 || (res.body as { per?: number }).per !== 1000) failures.push(`${huge}: ${res.status} per=${(res.body as { per?: number }).per}`);
      const far = listUrl(route, 100_001);
      const refused = await server.api('GET', far, { token: admin });
      if (refused.status !== 400 || (refused.body as { field?: string }).field !== 'querystring.page') failures.push(`${far}: ${refused.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("keeps the spec's mail-category call per=10000000&page=1 working: every category, one page", async () => {
    const res = await server.api('GET', '/admins/mail/categories?per=10000000&page=1', { token: admin });
    expect(res.status).toBe(200);
    const body = res.body as { per: number; total: number; datas: unknown[]; isLastPage: boolean };
    expect(body.per).toBe(1000);
    expect(body.datas.length).toBe(body.total);
    expect(body.isLastPage).toBe(true);
  });

  it('bounds the buyer news list page too', async () => {
    const buyer = await server.signIn(...ACCOUNTS.head1001);
    expect((await server.api('GET', '/users/news?page=100001', { token: buyer })).status).toBe(400);
  });
});
