/**
 * Test helper for the screens of this remote (not a feature): answers the app's fetches from a
 * table of paths, so a screen test renders real RTK Query hooks against known answers and can
 * read what was asked. Paths are matched without the /api/v1 prefix and the query string.
 */
export interface FakeRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type FakeAnswer = object | ((request: FakeRequest) => unknown);

export function fakeApi(routes: Record<string, FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded: FakeRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      search: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const key = `${recorded.method} ${recorded.path}` in routes ? `${recorded.method} ${recorded.path}` : recorded.path;
    if (!(key in routes)) return jsonResponse(404, { detail: recorded.path, message: 'not found' });
    const answer = routes[key];
    const result = typeof answer === 'function' ? answer(recorded) : answer;
    if (result && typeof result === 'object' && 'status' in result && 'body' in result) {
      const { status, body } = result as { status: number; body: unknown };
      return jsonResponse(status, body);
    }
    return jsonResponse(200, result);
  }) as typeof fetch;
  return {
    requests,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
