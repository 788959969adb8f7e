import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import { NextReservationPage } from './next-reservation-page';

let server: Awaited<ReturnType<typeof startTestApiServer>>;
let rows: unknown[];
beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (req, res) =>
    req.path === '/api/v1/users/next-reservation/cancel'
      ? json(res, 200, { YOYAKU_NO: 7, cancelled: true })
      : json(
          res,
          200,
          rows.map((row) => ({ status: '予約中', ...(row as object) })),
        );
});
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig({ API_TARGET: server.baseUrl }));
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

describe('/web/next-reservation', () => {
  it('lists each reservation with its sale date, product, quantity and price range', async () => {
    rows = [
      {
        YOYAKU_NO: 4,
        purchase_date: '2026/11/23',
        yoyaku_date: '2026-11-22T01:00:00.000Z',
        color: '桃',
        product_name: 'バラ スイートアバランチェ+',
        specification: '優 L 60cm',
        quantity_per_package: 10,
        quantity: 3,
        SO_SU: 30,
        unit_price: '125〜145',
        remarks: '午前中引取',
      },
    ];
    renderWithProviders(<NextReservationPage />, { route: '/web/next-reservation', preloadedState: { session: signedInSession() } });
    const table = await screen.findByRole('table', { name: '次回予約一覧' });
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '2026/11/23',
      expect.stringContaining('2026/11/22'),
      'バラ スイートアバランチェ+',
      '桃',
      '優 L 60cm',
      '10',
      '3',
      '125〜145円',
      '午前中引取',
      '手配済み',
    ]);
  });

  it('withdraws a reservation before its sale day, after asking', async () => {
    rows = [
      {
        YOYAKU_NO: 7,
        web_item_id: 3,
        purchase_date: '2099/01/05',
        yoyaku_date: '2026-11-22T01:00:00.000Z',
        color: '白',
        product_name: 'キク 神馬',
        specification: '2L',
        quantity_per_package: 10,
        quantity: 2,
        SO_SU: 20,
        unit_price: '80〜100',
        remarks: '',
      },
    ];
    const user = userEvent.setup();
    renderWithProviders(<NextReservationPage />, { route: '/web/next-reservation', preloadedState: { session: signedInSession() } });
    await user.click(await screen.findByRole('button', { name: 'キク 神馬 予約を取り消す' }));
    const dialog = await screen.findByRole('dialog', { name: '次回予約の取り消し' });
    expect(dialog).toHaveTextContent('2099/01/05 販売分');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/v1/users/next-reservation/cancel')).toBe(true));
    const post = server.requests.find((r) => r.path === '/api/v1/users/next-reservation/cancel')!;
    expect(JSON.parse(post.body)).toEqual({ YOYAKU_NO: 7 });
    expect(await screen.findByText('予約を取り消しました')).toBeInTheDocument();
  });

  it('says so when there is no reservation', async () => {
    rows = [];
    renderWithProviders(<NextReservationPage />, { route: '/web/next-reservation', preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('次回予約はありません')).toBeInTheDocument();
  });

  it('shows the outcome of a reservation the market fulfilled or cancelled, with nothing to withdraw', async () => {
    const base = {
      purchase_date: '2999/12/30',
      yoyaku_date: '2026-11-22T01:00:00.000Z',
      color: '赤',
      specification: '秀 L',
      quantity_per_package: 10,
      quantity: 1,
      SO_SU: 10,
      unit_price: '100',
      remarks: '',
    };
    rows = [
      { ...base, YOYAKU_NO: 11, product_name: 'バラ 引当分', status: '引当済' },
      { ...base, YOYAKU_NO: 12, product_name: 'バラ 取消分', status: '取消' },
    ];
    renderWithProviders(<NextReservationPage />, { route: '/web/next-reservation', preloadedState: { session: signedInSession() } });
    const table = await screen.findByRole('table', { name: '次回予約一覧' });
    const [, fulfilled, cancelled] = within(table).getAllByRole('row');
    expect(fulfilled).toHaveTextContent('引当済（注文として購入済み。購入履歴をご覧ください）');
    expect(cancelled).toHaveTextContent('取消済み');
    expect(within(table).queryByRole('button', { name: /予約を取り消す/ })).not.toBeInTheDocument();
  });
});
