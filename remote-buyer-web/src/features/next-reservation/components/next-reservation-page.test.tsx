import { screen, within } from '@testing-library/react';
import { setRuntimeConfig } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import { NextReservationPage } from './next-reservation-page';

let server: Awaited<ReturnType<typeof startTestApiServer>>;
let rows: unknown[];
beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (_req, res) => json(res, 200, rows);
});
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig({ API_TARGET: server.baseUrl }));
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

describe('/web/next-reservation', () => {
  it('lists each reservation with its sale date, product, quantity and price range', async () => {
    rows = [{ YOYAKU_NO: 4, purchase_date: '2026/11/23', yoyaku_date: '2026-11-22T01:00:00.000Z', color: '桃', product_name: 'バラ スイートアバランチェ+', specification: '優 L 60cm', quantity_per_package: 10, quantity: 3, SO_SU: 30, unit_price: '125〜145', remarks: '午前中引取' }];
    renderWithProviders(<NextReservationPage />, { route: '/web/next-reservation', preloadedState: { session: signedInSession() } });
    const table = await screen.findByRole('table', { name: '次回予約一覧' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['2026/11/23', expect.stringContaining('2026/11/22'), 'バラ スイートアバランチェ+', '桃', '優 L 60cm', '10', '3', '125〜145円', '午前中引取']);
  });

  it('says so when there is no reservation', async () => {
    rows = [];
    renderWithProviders(<NextReservationPage />, { route: '/web/next-reservation', preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('次回予約はありません')).toBeInTheDocument();
  });
});
