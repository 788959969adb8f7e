import type { ServerResponse } from 'node:http';
import { setRuntimeConfig } from '../src/config/runtime-config';
import type { ApiAnswer, ApiMethod, ApiPath } from '../src/api/contract';
import { json, startTestApiServer, type RecordedRequest } from './test-api-server';

/** A request as a handler and a test read it: path without /api/v1, query parsed, JSON body parsed. */
export interface ApiDoubleRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The path template's values: '/admins/link/{LINK_CD}' called as /admins/link/3 → { LINK_CD: '3' }. */
  params: Record<string, string>;
  body: unknown;
  headers: RecordedRequest['headers'];
}

/** An answer other than 200: an error status with the server's { detail, message }. */
export interface ApiDoubleFailure {
  status: number;
  body: { detail: string; message: string } | Record<string, unknown>;
}

/** A function answer may return a promise, to hold the answer until the test releases it. */
type Answer<T> = T | ApiDoubleFailure | ((request: ApiDoubleRequest) => T | ApiDoubleFailure | Promise<T | ApiDoubleFailure>);

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  answer: Answer<unknown>;
}

/** Builds the 400-answer shape a test passes to fail(). */
export const failure = (status: number, detail: string, message: string): ApiDoubleFailure => ({ status, body: { detail, message } });

/** The pagination envelope around `datas`, as the server answers a list (page 1 by default). */
export function pageOf<T>(datas: T[], options: { page?: number; per?: number; total?: number } = {}) {
  const per = options.per ?? Math.max(datas.length, 1);
  const total = options.total ?? datas.length;
  const currentPage = options.page ?? 1;
  const totalPages = Math.max(1, Math.ceil(total / per));
  return { currentPage, totalPages, per, total, isFirstPage: currentPage === 1, isLastPage: currentPage >= totalPages, datas };
}

const isFailure = (value: unknown): value is ApiDoubleFailure =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value && typeof (value as ApiDoubleFailure).status === 'number';

/** A JSON body parsed; anything else (an upload's bytes PUT to a signed URL) kept as text. */
function bodyOf(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * The API test double for component tests, typed by the generated contract: a real HTTP
 * server the store's base query talks to (so tokens, errors and toasts run as in the app).
 * A path nobody served answers 404. With a real base URL the base query refreshes the token
 * after each success (POST /users/refresh, answered 404 unless served, which changes nothing),
 * so read requests by method and path. Call it at the top of a test file:
 *
 *   const api = setupApiDouble();
 *   api.serve('/admins/link', 'get', pageOf([link]));                 // typed answer
 *   api.serve('/admins/link', 'get', (req) => pageOf(filter(req.query)));
 *   api.serve('/admins/link/{LINK_CD}', 'put', failure(409, 'LINK_NM', '…'));
 *   expect(api.requests('get', '/admins/link')[0].query.get('per')).toBe('50');
 */
export function setupApiDouble() {
  let server: Awaited<ReturnType<typeof startTestApiServer>> | null = null;
  let routes: Route[] = [];
  const seen: ApiDoubleRequest[] = [];

  const handle = (recorded: RecordedRequest, response: ServerResponse) => {
    const url = new URL(recorded.path, 'http://double');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    // The last registration for a path wins, so a test can override a beforeEach answer.
    const route = [...routes].reverse().find((r) => r.method === recorded.method && r.pattern.test(path));
    const match = route?.pattern.exec(path);
    const params = Object.fromEntries((route?.names ?? []).map((name, i) => [name, decodeURIComponent(match?.[i + 1] ?? '')]));
    const request: ApiDoubleRequest = {
      method: recorded.method,
      path,
      query: url.searchParams,
      params,
      body: bodyOf(recorded.body),
      headers: recorded.headers,
    };
    seen.push(request);
    if (!route) return json(response, 404, { detail: `${recorded.method} ${path}`, message: 'not served by the test' });
    const answer = typeof route.answer === 'function' ? (route.answer as (r: ApiDoubleRequest) => unknown)(request) : route.answer;
    const send = (value: unknown) => (isFailure(value) ? json(response, value.status, value.body) : json(response, 200, value));
    if (answer instanceof Promise) return void answer.then(send);
    return send(answer);
  };

  beforeAll(async () => {
    server = await startTestApiServer();
    server.handle = handle;
    setRuntimeConfig({ API_TARGET: server.baseUrl });
  });
  afterEach(() => {
    routes = [];
    seen.length = 0;
  });
  afterAll(async () => {
    setRuntimeConfig({ API_TARGET: 'MOCK' });
    await server?.close();
  });

  return {
    /** Answers every `method` call of `path` (a contract path, templates allowed) until the test ends. */
    serve<P extends ApiPath, M extends ApiMethod>(path: P, method: M, answer: Answer<ApiAnswer<P, M>>): void {
      routes.push({ method: method.toUpperCase(), ...compile(path), answer });
    },
    /** The calls made so far, optionally only those of one method and contract path. */
    requests(method?: ApiMethod, path?: ApiPath): ApiDoubleRequest[] {
      const route = path ? compile(path).pattern : null;
      return seen.filter((r) => (!method || r.method === method.toUpperCase()) && (!route || route.test(r.path)));
    },
  };
}

export type ApiDouble = ReturnType<typeof setupApiDouble>;
