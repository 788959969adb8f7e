import { act, screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { api, makeStore } from 'shared';
import { failure, setupApiDouble, signedInSession } from 'shared/test';
import { App } from './app';
import { RemoteLoaderContext, type RemoteLoader } from './runtime/remote-area';

// A probe endpoint standing in for any remote's query: the shell's providers must turn its
// errors into the toasts and modal of spec §8.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probeShellErrors: build.query<unknown, string>({ query: (path) => path }) }),
});

function Page() {
  return <p>remote page</p>;
}
const load: RemoteLoader = async () => ({ default: Page });

function renderApp() {
  const store = makeStore({ session: signedInSession() });
  window.history.pushState(null, '', '/mypage');
  render(
    <RemoteLoaderContext.Provider value={load}>
      <App store={store} />
    </RemoteLoaderContext.Provider>,
  );
  return store;
}

describe('App: toasts and the session modal of spec §8', () => {
  const server = setupApiDouble();

  it('shows an error answer with detail and message as two error toasts, the detail then the message, that close after 2000 ms (spec §8)', async () => {
    server.serve('/users/mypage', 'get', failure(409, '在庫が不足しています', '購入できませんでした'));
    const store = renderApp();
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    await act(() => store.dispatch(probeApi.endpoints.probeShellErrors.initiate('/users/mypage')));

    expect(await screen.findByText('在庫が不足しています')).toBeVisible();
    expect(await screen.findByText('購入できませんでした')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('購入できませんでした')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.queryByText('在庫が不足しています')).not.toBeInTheDocument();
  });

  it('opens the session-timeout modal on a 401, with no toast', async () => {
    server.serve('/users/mypage', 'get', failure(401, 'expired', 'セッション切れ'));
    const store = renderApp();
    await act(() => store.dispatch(probeApi.endpoints.probeShellErrors.initiate('/users/mypage')));

    expect(await screen.findByText('セッションがタイムアウトしました。再度ログインしてください。')).toBeVisible();
    expect(screen.queryByText('セッション切れ')).not.toBeInTheDocument();
    expect(screen.queryByText('不明なエラーが発生しました')).not.toBeInTheDocument();
  });
});
