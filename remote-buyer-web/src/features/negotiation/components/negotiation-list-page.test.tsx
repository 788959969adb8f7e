import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setRuntimeConfig } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import { NegotiationListPage } from './negotiation-list-page';

const row = (negotiation_no: number, status: string, OLD_TANKA: number, TANKA: number, comment: string) => ({
  negotiation_no,
  status,
  OLD_TANKA,
  TANKA,
  comment,
  id: 5,
  KUCHI_SU: 3,
  BIKO: negotiation_no === 2 ? '午前中に引き取り' : '',
  purchased: false,
  shipment_provider_name: 'JA静岡市',
  product_name: `バラ ${negotiation_no}`,
  color: '白',
  specification: '2L',
  quantity_per_package: 10,
  sale_date: '2026/11/22',
  created_at: '',
  updated_at: '',
});

let server: Awaited<ReturnType<typeof startTestApiServer>>;
beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (req, res) => {
    if (req.path === '/api/v1/users/negotiation/buy') return json(res, 200, { transactionUUID: '11111111-2222-4333-8444-555555555555' });
    if (req.path === '/api/v1/users/negotiation/answer') return json(res, 200, { negotiation_no: 3, status: '成立' });
    return json(res, 200, [
      row(1, '成立', 135, 120, '承知しました。'),
      row(2, '商談中', 90, 70, ''),
      row(3, '再商談', 80, 60, 'こちらの単価でいかがでしょうか。'),
    ]);
  };
});
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig({ API_TARGET: server.baseUrl }));
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

describe('/web/negotiation', () => {
  it('lists OLD_TANKA, TANKA, status and comment of each negotiation', async () => {
    renderWithProviders(<NegotiationListPage />, { route: '/web/negotiation', preloadedState: { session: signedInSession() } });
    const agreed = await screen.findByTestId('negotiation-1');
    expect(within(agreed).getByTestId('negotiation-price')).toHaveTextContent('135円 → 120円');
    expect(within(agreed).getByText('成立')).toBeInTheDocument();
    expect(within(agreed).getByText(/承知しました。/)).toBeInTheDocument();
    expect(within(screen.getByTestId('negotiation-2')).getByText('商談中')).toBeInTheDocument();
    expect(within(screen.getByTestId('negotiation-3')).getByText('再商談')).toBeInTheDocument();
    expect(server.requests[0].path).toBe('/api/v1/users/negotiation');
  });

  it("shows the buyer's 備考 and the market's counter price of a 再商談", async () => {
    renderWithProviders(<NegotiationListPage />, { route: '/web/negotiation', preloadedState: { session: signedInSession() } });
    expect(within(await screen.findByTestId('negotiation-2')).getByTestId('negotiation-biko')).toHaveTextContent('備考: 午前中に引き取り');
    expect(within(screen.getByTestId('negotiation-3')).getByTestId('negotiation-price')).toHaveTextContent('80円 → 提示 60円');
  });

  it('agrees to the counter price of a 再商談 after asking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NegotiationListPage />, { route: '/web/negotiation', preloadedState: { session: signedInSession() } });
    await user.click(await screen.findByRole('button', { name: 'バラ 3 この価格で合意' }));
    const dialog = await screen.findByRole('dialog', { name: '提示価格での合意' });
    expect(dialog).toHaveTextContent('提示単価 60円');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/v1/users/negotiation/answer')).toBe(true));
    expect(JSON.parse(server.requests.find((r) => r.path === '/api/v1/users/negotiation/answer')!.body)).toEqual({ negotiation_no: 3, accept: true });
  });

  it('buys a 成立 at its agreed price, showing the amount with tax first, then opens the done page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/web/negotiation" element={<NegotiationListPage rates={{ taxRate: 10, saleRate: 0 }} />} />
        <Route path="/web/buy/done" element={<p>done page</p>} />
      </Routes>,
      { route: '/web/negotiation', preloadedState: { session: signedInSession() } },
    );
    await user.click(await screen.findByRole('button', { name: 'バラ 1 この価格で購入' }));
    const dialog = await screen.findByRole('dialog', { name: '商談価格での購入' });
    // 3 packages × 10 stems × 120 = 3,600; tax 360 → 3,960.
    expect(dialog).toHaveTextContent('口数 3 ／ 単価 120円');
    expect(dialog).toHaveTextContent('合計（税込） 3,960円');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('done page')).toBeInTheDocument();
    const buy = server.requests.find((r) => r.path === '/api/v1/users/negotiation/buy')!;
    expect(JSON.parse(buy.body)).toEqual({ negotiation_no: 1 });
    expect(buy.headers['idempotency-key']).toBeTruthy();
  });

  it('tells a branch whose purchases need approval why it cannot buy a 成立, and offers no button that would fail', async () => {
    renderWithProviders(<NegotiationListPage rates={{ taxRate: 10, saleRate: 0 }} approvalRequired />, {
      route: '/web/negotiation',
      preloadedState: { session: signedInSession() },
    });
    const agreed = await screen.findByTestId('negotiation-1');
    expect(within(agreed).getByTestId('negotiation-approval-note')).toHaveTextContent('本店の承認が必要です');
    expect(within(agreed).queryByRole('button', { name: /この価格で購入/ })).not.toBeInTheDocument();
    // A 再商談 is still answered as before.
    expect(within(screen.getByTestId('negotiation-3')).getByRole('button', { name: 'バラ 3 この価格で合意' })).toBeInTheDocument();
  });
});
