import { api } from './base-api';
import { setRuntimeConfig } from '../config/runtime-config';
import { makeStore } from '../store/make-store';
import { connectNotifier, type ToastVariant } from '../ui/notify';
import { signedInSession } from '../../test/sample-sessions';
import { json, startTestApiServer } from '../../test/test-api-server';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe503: build.query<{ ok: boolean }, string>({ query: (path) => path }),
    write503: build.mutation<unknown, string>({ query: (path) => ({ url: path, method: 'POST', body: {} }) }),
  }),
});

let server: Awaited<ReturnType<typeof startTestApiServer>>;
let toasts: Array<[string, ToastVariant]>;
let disconnect: () => void;
let unavailable: number;

beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (req, res) => {
    if (unavailable > 0) {
      unavailable--;
      res.setHeader('Retry-After', '0');
      return json(res, 503, {
        detail: 'データベースに接続できません。',
        message: 'ただいまデータベースに接続できません。しばらくしてから再度お試しください。',
      });
    }
    return json(res, 200, { ok: true });
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  disconnect = connectNotifier((text, variant) => toasts.push([text, variant]));
  setRuntimeConfig({ API_TARGET: server.baseUrl });
});
afterEach(() => {
  disconnect();
  setRuntimeConfig({ API_TARGET: 'MOCK' });
});

describe('a 503 (database away)', () => {
  it('asks a read again after Retry-After and shows nothing when it then succeeds', async () => {
    unavailable = 2;
    const store = makeStore({ session: signedInSession({ token: 'tok' }) });
    const result = await store.dispatch(probeApi.endpoints.probe503.initiate('/users/mypage'));
    expect(result.data).toEqual({ ok: true });
    expect(server.requests.filter((r) => r.path === '/api/v1/users/mypage')).toHaveLength(3);
    expect(toasts).toEqual([]);
  });

  it('shows the detail then the message of the answer when it stays unavailable (spec §8), and never repeats a write', async () => {
    unavailable = 10;
    const store = makeStore({ session: signedInSession({ token: 'tok' }) });
    await store.dispatch(probeApi.endpoints.write503.initiate('/users/web/buy'));
    expect(server.requests.filter((r) => r.path === '/api/v1/users/web/buy')).toHaveLength(1);
    expect(toasts).toEqual([
      ['データベースに接続できません。', 'error'],
      ['ただいまデータベースに接続できません。しばらくしてから再度お試しください。', 'error'],
    ]);
  });
});
