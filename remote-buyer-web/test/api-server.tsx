import { useLocation } from 'react-router-dom';
import { setRuntimeConfig } from 'shared';
import { startTestApiServer } from 'shared/test';

type TestApiServer = Awaited<ReturnType<typeof startTestApiServer>>;

/**
 * The component tests' preamble: one real test API server for the file (started before all,
 * closed after all), its recorded requests cleared and the client pointed at it before each
 * test, back to MOCK after each. Call it at the top level of a test file; the answer stands for
 * the running server (`server.handle = …`, `server.requests`).
 */
export function setupTestApiServer(): TestApiServer {
  let current: TestApiServer | undefined;
  beforeAll(async () => {
    current = await startTestApiServer();
  });
  afterAll(() => current?.close());
  beforeEach(() => {
    running().requests.length = 0;
    setRuntimeConfig({ API_TARGET: running().baseUrl });
  });
  afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));
  const running = (): TestApiServer => {
    if (!current) throw new Error('setupTestApiServer: the server is not started (use it inside a test)');
    return current;
  };
  return new Proxy({} as TestApiServer, {
    get: (_target, key) => Reflect.get(running(), key),
    set: (_target, key, value) => Reflect.set(running(), key, value),
  });
}

/** Shows where the router is, for a test to assert a navigation (`getByTestId('where')`). */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}
