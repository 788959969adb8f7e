import { screen } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import { selectSessionTimeoutOpen } from '../ui/ui-slice';
import { useAppSelector } from '../store/hooks';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedInSession } from '../../test/sample-sessions';
import { json, startTestApiServer } from '../../test/test-api-server';
import { api } from './base-api';

const linksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProbeLinks: build.query<unknown, void>({ query: () => '/admins/link' }),
  }),
});

function LinksPage() {
  const { isError } = linksApi.useGetProbeLinksQuery();
  const timedOut = useAppSelector(selectSessionTimeoutOpen);
  return <p>{timedOut ? 'modal' : isError ? 'failed' : 'loading'}</p>;
}

let server: Awaited<ReturnType<typeof startTestApiServer>>;
beforeAll(async () => {
  server = await startTestApiServer();
  setRuntimeConfig({ API_TARGET: server.baseUrl });
});
afterAll(async () => {
  setRuntimeConfig({ API_TARGET: 'MOCK' });
  await server.close();
});

describe('api errors as the user sees them', () => {
  it('shows an error answer with detail and message as two error toasts, the detail and the message (spec §8)', async () => {
    server.handle = (_req, res) => json(res, 403, { detail: 'この画面は管理者のみ利用できます。', message: '権限がありません。', code: 'ADMIN_ONLY' });
    renderWithProviders(<LinksPage />, { preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(await screen.findByText('この画面は管理者のみ利用できます。')).toBeInTheDocument();
    expect(await screen.findByText('権限がありません。')).toBeInTheDocument();
    expect(screen.queryByText(/ADMIN_ONLY/)).not.toBeInTheDocument();
  });

  it('shows システムからエラーが返却されていません and 不明なエラーが発生しました for a 500 with {}', async () => {
    server.handle = (_req, res) => json(res, 500, {});
    renderWithProviders(<LinksPage />, { preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('システムからエラーが返却されていません')).toBeInTheDocument();
    expect(await screen.findByText('不明なエラーが発生しました')).toBeInTheDocument();
  });

  it('opens the session-failed modal and shows no toast on 401', async () => {
    server.handle = (_req, res) => json(res, 401, { detail: 'token expired', message: 'ログインしてください' });
    renderWithProviders(<LinksPage />, { preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('modal')).toBeInTheDocument();
    expect(screen.queryByText('token expired')).not.toBeInTheDocument();
    expect(screen.queryByText('ログインしてください')).not.toBeInTheDocument();
  });
});
