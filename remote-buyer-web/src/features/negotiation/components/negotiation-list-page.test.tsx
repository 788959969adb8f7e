import { screen, within } from '@testing-library/react';
import { setRuntimeConfig } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import { NegotiationListPage } from './negotiation-list-page';

const row = (negotiation_no: number, status: string, OLD_TANKA: number, TANKA: number, comment: string) => ({
  negotiation_no, status, OLD_TANKA, TANKA, comment, id: 5, KUCHI_SU: 3, BIKO: '', shipment_provider_name: 'JA静岡市',
  product_name: `バラ ${negotiation_no}`, color: '白', specification: '2L', quantity_per_package: 10, sale_date: '2026/11/22', created_at: '', updated_at: '',
});

let server: Awaited<ReturnType<typeof startTestApiServer>>;
beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (_req, res) => json(res, 200, [row(1, '成立', 135, 120, '承知しました。'), row(2, '商談中', 90, 70, ''), row(3, '再商談', 80, 60, 'こちらの単価でいかがでしょうか。')]);
});
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig({ API_TARGET: server.baseUrl }));
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

describe('/web/negotiation', () => {
  it('lists OLD_TANKA, TANKA, status and comment of each negotiation', async () => {
    renderWithProviders(<NegotiationListPage />, { route: '/web/negotiation', preloadedState: { session: signedInSession() } });
    const agreed = await screen.findByTestId('negotiation-1');
    expect(within(agreed).getByText('135円')).toBeInTheDocument();
    expect(within(agreed).getByText('120円')).toBeInTheDocument();
    expect(within(agreed).getByText('成立')).toBeInTheDocument();
    expect(within(agreed).getByText('承知しました。')).toBeInTheDocument();
    expect(within(screen.getByTestId('negotiation-2')).getByText('商談中')).toBeInTheDocument();
    expect(within(screen.getByTestId('negotiation-3')).getByText('再商談')).toBeInTheDocument();
    expect(server.requests[0].path).toBe('/api/v1/users/negotiation');
  });
});
