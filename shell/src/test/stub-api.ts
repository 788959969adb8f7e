/**
 * Replaces fetch for shell component tests: answers `METHOD /api/v1/path` from a table and
 * records what was sent, so a test can assert both what the user sees and what was called.
 */
export interface StubCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export type StubAnswer = { status: number; body?: unknown };

export function stubApi(answers: Record<string, StubAnswer | (() => StubAnswer)>) {
  const calls: StubCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : null, authorization: request.headers.get('Authorization') });
    const entry = answers[`${request.method} ${url.pathname}`];
    const answer = typeof entry === 'function' ? entry() : entry ?? { status: 404, body: { detail: 'not stubbed', message: url.pathname } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, restore: () => spy.mockRestore() };
}
