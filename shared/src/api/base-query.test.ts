import { api } from './base-api';
import { setRuntimeConfig } from '../config/runtime-config';
import { endSession } from '../session/end-session';
import { makeStore } from '../store/make-store';
import { connectNotifier, type ToastVariant } from '../ui/notify';
import { signedInSession } from '../../test/sample-sessions';
import { json, startTestApiServer } from '../../test/test-api-server';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, string>({ query: (path) => path }),
    probeSilent: build.query<unknown, string>({ query: (path) => path, extraOptions: { silent: true } }),
    probeQuiet: build.query<unknown, string>({ query: (path) => ({ url: path, silent: [404] }) }),
    probeBuy: build.mutation<{ transactionUUID: string }, string>({
      query: (key) => ({ url: '/users/web/buy', method: 'POST', body: { items: [] }, idempotencyKey: key }),
      extraOptions: { silent: [409] },
    }),
  }),
});

let server: Awaited<ReturnType<typeof startTestApiServer>>;
let toasts: Array<[string, ToastVariant]>;
let disconnect: () => void;

beforeAll(async () => {
  server = await startTestApiServer();
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

function signedInStore(token = 'token-1') {
  return makeStore({ session: signedInSession({ token }) });
}

describe('error catalogue (spec §8)', () => {
  it('opens the session-failed modal on 401 and shows no toast', async () => {
    server.handle = (_req, res) => json(res, 401, { detail: 'token', message: 'ログインしてください' });
    const store = signedInStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('/users/web'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().ui.sessionTimeoutOpen).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('opens only the modal on 401 even when the caller silenced errors', async () => {
    server.handle = (_req, res) => json(res, 401, { detail: 'token', message: 'x' });
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probeSilent.initiate('/users/web'));
    expect(store.getState().ui.sessionTimeoutOpen).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('shows neither modal nor toast for a 401 that answers after the user signed out', async () => {
    server.handle = (_req, res) => setTimeout(() => json(res, 401, { detail: 'token', message: 'x' }), 50);
    const store = signedInStore();
    const pending = store.dispatch(probeApi.endpoints.probe.initiate('/users/signout'));
    store.dispatch(endSession());
    await pending;
    expect(store.getState().ui.sessionTimeoutOpen).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('shows two error toasts, the detail then the message, when the answer has both (spec §8)', async () => {
    server.handle = (_req, res) =>
      json(res, 400, { detail: '口数は1以上の整数で入力してください。', message: '入力内容に誤りがあります。', code: 'KUCHI_SU_MIN', field: 'KUCHI_SU' });
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/users/web/detail'));
    expect(toasts).toEqual([
      ['口数は1以上の整数で入力してください。', 'error'],
      ['入力内容に誤りがあります。', 'error'],
    ]);
    expect(toasts.flat().join()).not.toMatch(/KUCHI_SU/);
    expect(store.getState().ui.sessionTimeoutOpen).toBe(false);
  });

  it('shows システムからエラーが返却されていません and 不明なエラーが発生しました for a 500 with {}', async () => {
    server.handle = (_req, res) => json(res, 500, {});
    await signedInStore().dispatch(probeApi.endpoints.probe.initiate('/users/market'));
    expect(toasts).toEqual([
      ['システムからエラーが返却されていません', 'error'],
      ['不明なエラーが発生しました', 'error'],
    ]);
  });

  it('shows the two generic toasts when the answer lacks the detail or the message (any other error)', async () => {
    server.handle = (_req, res) => json(res, 500, { message: '内部エラーです' });
    await signedInStore().dispatch(probeApi.endpoints.probe.initiate('/users/market'));
    server.handle = (_req, res) => json(res, 500, { detail: 'only a detail' });
    await signedInStore().dispatch(probeApi.endpoints.probe.initiate('/users/market'));
    expect(toasts.map(([text]) => text)).toEqual([
      'システムからエラーが返却されていません',
      '不明なエラーが発生しました',
      'システムからエラーが返却されていません',
      '不明なエラーが発生しました',
    ]);
  });

  it('shows the two generic toasts when the server cannot be reached', async () => {
    setRuntimeConfig({ API_TARGET: 'http://127.0.0.1:1/api/v1' });
    await signedInStore().dispatch(probeApi.endpoints.probe.initiate('/users/market'));
    expect(toasts).toEqual([
      ['システムからエラーが返却されていません', 'error'],
      ['不明なエラーが発生しました', 'error'],
    ]);
  });

  it('shows the timeout toast when the answer takes longer than the timeout', async () => {
    setRuntimeConfig({ API_TARGET: server.baseUrl, API_TIMEOUT_MS: 100 });
    server.handle = (_req, res) => setTimeout(() => json(res, 200, {}), 1000);
    const result = await signedInStore().dispatch(probeApi.endpoints.probe.initiate('/users/sale'));
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(toasts).toEqual([['タイムアウトしました。時間をおいて再度お試しください', 'error']]);
  });

  it('shows nothing for an error the caller handles itself, and still toasts other errors', async () => {
    const store = signedInStore();
    server.handle = (_req, res) => json(res, 409, { detail: 'sold out', message: '完売しました' });
    const conflict = await store.dispatch(probeApi.endpoints.probeBuy.initiate('key-1'));
    expect(conflict).toMatchObject({ error: { status: 409, data: { message: '完売しました' } } });
    expect(toasts).toEqual([]);

    server.handle = (_req, res) => json(res, 400, { detail: '商品が選択されていません', message: '入力内容に誤りがあります。' });
    await store.dispatch(probeApi.endpoints.probeBuy.initiate('key-2'));
    expect(toasts.map(([text]) => text)).toEqual(['商品が選択されていません', '入力内容に誤りがあります。']);
  });

  it('lets the query itself silence the statuses its screen explains', async () => {
    server.handle = (_req, res) => json(res, 404, { detail: 'id', message: '見つかりません' });
    const result = await signedInStore().dispatch(probeApi.endpoints.probeQuiet.initiate('/users/news/404'));
    expect(result.error).toMatchObject({ status: 404 });
    expect(toasts).toEqual([]);
  });

  it('treats a 401 without a session (wrong password at sign-in) as an ordinary error', async () => {
    server.handle = (_req, res) => json(res, 401, { detail: 'ログインIDまたはパスワードが違います。', message: 'ログインできませんでした。' });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/users/signin'));
    expect(store.getState().ui.sessionTimeoutOpen).toBe(false);
    expect(toasts.map(([text]) => text)).toEqual(['ログインIDまたはパスワードが違います。', 'ログインできませんでした。']);
  });
});

describe('requests', () => {
  it('sends the bearer token and the Idempotency-Key the endpoint passes', async () => {
    setRuntimeConfig({ API_TARGET: 'MOCK' });
    const seen: Request[] = [];
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      seen.push(input as Request);
      return new Response(JSON.stringify({ transactionUUID: 'u-1' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    try {
      await signedInStore('abc').dispatch(probeApi.endpoints.probeBuy.initiate('buy-42'));
    } finally {
      fetchSpy.mockRestore();
    }
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0].url).pathname).toBe('/api/v1/users/web/buy');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer abc');
    expect(seen[0].headers.get('Idempotency-Key')).toBe('buy-42');
  });

  it('sends no Authorization header when signed out', async () => {
    await makeStore().dispatch(probeApi.endpoints.probe.initiate('/users/reset-password'));
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });
});

describe('token refresh (spec §4)', () => {
  it('refreshes the token after a successful call and uses the new one next', async () => {
    server.handle = (req, res) => (req.path === '/api/v1/users/refresh' ? json(res, 200, { token: 'token-2' }) : json(res, 200, { ok: true }));
    const store = signedInStore('token-1');
    await store.dispatch(probeApi.endpoints.probe.initiate('/users/mypage'));
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization}`)).toEqual([
      'GET /api/v1/users/mypage Bearer token-1',
      'POST /api/v1/users/refresh Bearer token-1',
    ]);
    expect(store.getState().session.token).toBe('token-2');
    expect(JSON.parse(localStorage.getItem('flower-market.session') ?? '{}').token).toBe('token-2');

    await store.dispatch(probeApi.endpoints.probe.initiate('/users/market'));
    expect(server.requests[2].headers.authorization).toBe('Bearer token-2');
  });

  it('asks for one refresh when several calls succeed at once', async () => {
    server.handle = (req, res) =>
      req.path === '/api/v1/users/refresh' ? setTimeout(() => json(res, 200, { token: 'token-2' }), 50) : json(res, 200, { ok: true });
    const store = signedInStore('token-1');
    await Promise.all([store.dispatch(probeApi.endpoints.probe.initiate('/users/news')), store.dispatch(probeApi.endpoints.probe.initiate('/users/market'))]);
    expect(server.requests.filter((r) => r.path === '/api/v1/users/refresh')).toHaveLength(1);
    expect(store.getState().session.token).toBe('token-2');
  });

  it('takes the token another tab has already refreshed for the same sign-in instead of refreshing it again', async () => {
    server.handle = (req, res) => (req.path === '/api/v1/users/refresh' ? json(res, 200, { token: 'token-3' }) : json(res, 200, { ok: true }));
    const store = signedInStore('token-1');
    // The other tab refreshed token-1 to token-2 and stored it (the shared localStorage).
    localStorage.setItem('flower-market.session', JSON.stringify(signedInSession({ token: 'token-2' })));
    await store.dispatch(probeApi.endpoints.probe.initiate('/users/mypage'));
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/users/mypage']);
    expect(store.getState().session.token).toBe('token-2');
  });

  it('never takes over a stored token of another sign-in', async () => {
    server.handle = (req, res) => (req.path === '/api/v1/users/refresh' ? json(res, 200, { token: 'token-3' }) : json(res, 200, { ok: true }));
    const store = signedInStore('token-1');
    localStorage.setItem('flower-market.session', JSON.stringify(signedInSession({ token: 'admin-token', is_admin: true, baisan_cd: '', branch_number: '' })));
    await store.dispatch(probeApi.endpoints.probe.initiate('/users/mypage'));
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/users/mypage', '/api/v1/users/refresh']);
    expect(store.getState().session.token).toBe('token-3');
  });

  it('follows the token another tab stores (storage event)', () => {
    localStorage.setItem('flower-market.session', JSON.stringify(signedInSession({ token: 'token-1' })));
    const store = makeStore();
    const newValue = JSON.stringify(signedInSession({ token: 'token-2' }));
    localStorage.setItem('flower-market.session', newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: 'flower-market.session', newValue }));
    expect(store.getState().session.token).toBe('token-2');
  });

  it('keeps the token and shows nothing when the refresh itself fails', async () => {
    server.handle = (req, res) => (req.path === '/api/v1/users/refresh' ? json(res, 401, { detail: 'token', message: 'x' }) : json(res, 200, { ok: true }));
    const store = signedInStore('token-1');
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('/users/mypage'));
    expect(result.data).toEqual({ ok: true });
    expect(store.getState().session.token).toBe('token-1');
    expect(store.getState().ui.sessionTimeoutOpen).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('does not refresh after a failed call', async () => {
    server.handle = (_req, res) => json(res, 404, { detail: 'id', message: '見つかりません' });
    await signedInStore().dispatch(probeApi.endpoints.probe.initiate('/users/news/9'));
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/users/news/9']);
  });

  it('never refreshes when API_TARGET is MOCK', async () => {
    setRuntimeConfig({ API_TARGET: 'MOCK' });
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const store = signedInStore('token-1');
    let calls: number;
    try {
      await store.dispatch(probeApi.endpoints.probe.initiate('/users/mypage'));
      calls = fetchSpy.mock.calls.length;
    } finally {
      fetchSpy.mockRestore();
    }
    expect(calls).toBe(1);
    expect(store.getState().session.token).toBe('token-1');
  });
});
