import { act, screen, waitFor, within } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { makeStore, setRuntimeConfig, startMarketStream, useGetCancellablePurchasesQuery, type MarketEventSource } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import SidePanel from './side-panel';

const purchase = {
  transactionUUID: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
  id: 1,
  web_item_id: 5,
  is_photo_present: false,
  shipment_provider_name: 'JA',
  product_name: 'バラ サムライ',
  color: '赤',
  specification: '2L',
  remarks: '',
  quantity_per_package: 10,
  quantity: 2,
  unit_price: '120',
  hasu: 3,
  cost: 2760,
  purchased_at: '',
  deadline: '',
};
/** Stands in for the shell's RemoteErrorBoundary: an error thrown while rendering the panel (or in its effects) shows here. */
class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>壊れました</p> : this.props.children;
  }
}

/** A page before /web that reads the cancel list too (the shell's cancel-window warning). */
function EarlierPage() {
  const { data } = useGetCancellablePurchasesQuery();
  return data ? <p>{`${data.length}件`}</p> : null;
}

/** When the server's cancel window closes (ms since epoch); like the real server it lists the purchase through that instant. */
let serverDeadline = 0;

let server: Awaited<ReturnType<typeof startTestApiServer>>;
beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (req, res) => {
    if (req.path === '/api/v1/users/cancellable') {
      const left = serverDeadline - Date.now();
      return json(res, 200, left >= 0 ? [{ ...purchase, remaining_seconds: Math.floor(left / 1000) }] : []);
    }
    if (req.path === '/api/v1/users/negotiation?open=1') {
      return json(res, 200, [
        {
          negotiation_no: 9,
          id: 5,
          OLD_TANKA: 120,
          TANKA: 100,
          status: '再商談',
          comment: '',
          KUCHI_SU: 2,
          BIKO: '',
          shipment_provider_name: 'JA',
          product_name: 'キク 神馬',
          color: '白',
          specification: 'L',
          quantity_per_package: 10,
          sale_date: '2026/11/22',
          created_at: '',
          updated_at: '',
        },
      ]);
    }
    return json(res, 404, { detail: req.path, message: 'not found' });
  };
});
afterAll(() => server.close());
beforeEach(() => {
  serverDeadline = Date.now() + 61_500;
  setRuntimeConfig({ API_TARGET: server.baseUrl });
});
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

describe('side panel on /web paths (exposed as ./side-panel)', () => {
  it('shows the navigation, cancellable purchases with countdowns and open negotiations', async () => {
    renderWithProviders(<SidePanel />, {
      route: '/web',
      preloadedState: { session: signedInSession() },
    });
    const nav = screen.getByRole('navigation', { name: 'Web販売メニュー' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/web', '/web/cart', '/web/requests', '/web/cancel', '/web/negotiation', '/web/next-reservation']);
    const cancellable = screen.getByRole('region', { name: 'キャンセル可能な購入' });
    expect(await within(cancellable).findByText('バラ サムライ（2口+3本）')).toBeInTheDocument();
    expect(within(cancellable).getByRole('timer')).toHaveTextContent(/残り 1分0[01]秒/);
    const negotiations = screen.getByRole('region', { name: '商談中' });
    expect(await within(negotiations).findByText('キク 神馬')).toBeInTheDocument();
    expect(within(negotiations).getByText('再商談')).toBeInTheDocument();
  });

  it('drops a purchase from the panel once its cancel window has closed on the server', async () => {
    // 1.9 s left: the countdown ends after 1 s (whole seconds), while the server still lists it.
    serverDeadline = Date.now() + 1900;
    renderWithProviders(<SidePanel />, { route: '/web', preloadedState: { session: signedInSession() } });
    const cancellable = screen.getByRole('region', { name: 'キャンセル可能な購入' });
    expect(await within(cancellable).findByText('バラ サムライ（2口+3本）')).toBeInTheDocument();
    await waitFor(() => expect(within(cancellable).queryByText('バラ サムライ（2口+3本）')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(within(cancellable).getByText('ありません')).toBeInTheDocument();
  }, 15_000);

  it('opens without breaking when a purchase fetched on an earlier page has closed since', async () => {
    // The shell's cancel-window warning fetched the list on マイページ; the buyer opens /web as
    // one of those windows closes: the panel starts from that answer, already expired.
    serverDeadline = Date.now() + 1200;
    const store = makeStore({ session: signedInSession() });
    const earlier = renderWithProviders(<EarlierPage />, { route: '/mypage', store });
    await screen.findByText('1件');
    earlier.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithProviders(
        <PanelBoundary>
          <SidePanel />
        </PanelBoundary>,
        { route: '/web', store },
      );
      const cancellable = screen.getByRole('region', { name: 'キャンセル可能な購入' });
      // The expired purchase leaves with the next answer (the server no longer lists it).
      await waitFor(() => expect(within(cancellable).getByText('ありません')).toBeInTheDocument());
      expect(screen.queryByText('壊れました')).not.toBeInTheDocument();
    } finally {
      errors.mockRestore();
    }
  });

  it('shows the market’s answer as soon as the market stream brings it', async () => {
    const store = makeStore({ session: signedInSession() });
    const sources: { emit: (type: string, data: unknown) => void }[] = [];
    const createSource = (): MarketEventSource => {
      const listeners = new Map<string, ((event: MessageEvent) => void)[]>();
      sources.push({ emit: (type, data) => listeners.get(type)?.forEach((l) => l({ data: JSON.stringify(data), lastEventId: '7' } as MessageEvent)) });
      return { addEventListener: (type, l) => listeners.set(type, [...(listeners.get(type) ?? []), l]), close: () => undefined };
    };
    const stop = startMarketStream(store, { createSource, url: () => '/stream' });
    try {
      renderWithProviders(<SidePanel />, { route: '/web', store });
      const negotiations = screen.getByRole('region', { name: '商談中' });
      await within(negotiations).findByText('キク 神馬');
      act(() =>
        sources[0].emit('market', {
          id: 7,
          kind: 'negotiation_answered',
          data: { negotiation_no: 9, id: 5, status: '成立' },
          title: 'キク 神馬の商談が成立しました。',
          link: '/web',
          important: true,
          created_at: '',
        }),
      );
      const answer = await within(negotiations).findByTestId('side-panel-answer');
      expect(answer).toHaveTextContent('成立キク 神馬の商談が成立しました。');
    } finally {
      stop();
    }
  });
});
