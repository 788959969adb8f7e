import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, setRuntimeConfig } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import { PriceHistoryDialog } from './price-history-dialog';

const lot = {
  id: 7,
  product_name: 'バラ サムライ',
  variety_name: 'サムライ',
  item_name: 'バラ',
  shipment_provider_name: 'JAあいち豊橋',
  unit_price: '120',
  recommended_unit_price: null,
  recommended_active: false,
};
const day = (date: string, average: number, high: number, quantity: number) => ({ date, average, high, quantity });

let server: Awaited<ReturnType<typeof startTestApiServer>>;
let answer: Record<string, unknown>;

beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (req, res) => (req.path.startsWith('/api/v1/users/market/history') ? json(res, 200, answer) : json(res, 404, { detail: 'x', message: 'x' }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  setRuntimeConfig({ API_TARGET: server.baseUrl });
});
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

const render = () =>
  renderWithProviders(<PriceHistoryDialog item={lot} open onClose={() => undefined} />, { store: makeStore({ session: signedInSession({ token: 't' }) }) });

describe('price history dialog (相場)', () => {
  it('says there were no trades when the period has none, and still shows today’s price', async () => {
    answer = { product: [], variety: [], item: [], shipper: [], last_paid: null };
    render();
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('この期間の取引はありません');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('history-today-price')).toHaveTextContent('本日の単価: 120円');
    expect(screen.getByTestId('history-last-paid-price')).toHaveTextContent('前回の購入単価: 購入履歴なし');
  });

  it('draws a single trading day as a point with today’s price and the last price paid marked, and lists it', async () => {
    answer = { product: [day('2026/06/12', 98, 110, 40)], variety: [], item: [day('2026/06/12', 90, 130, 400)], shipper: [], last_paid: 95 };
    render();
    const chart = await screen.findByRole('img', { name: 'バラ サムライの単価の推移（1本あたり）' });
    expect(within(chart).getAllByTestId('history-point')).toHaveLength(1);
    expect(within(chart).getByTestId('history-today')).toHaveTextContent('本日の単価 120');
    expect(within(chart).getByTestId('history-last-paid')).toHaveTextContent('前回の購入単価 95');
    const rows = within(screen.getByTestId('history-table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026/06/129811040');
    expect(screen.getByTestId('history-last-paid-price')).toHaveTextContent('95円');

    // Another series: the variety has no trades, the item one day; the period can be changed.
    await userEvent.click(screen.getByRole('tab', { name: '品種' }));
    expect(screen.getByTestId('history-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '品目' }));
    expect(within(screen.getByTestId('history-table')).getAllByRole('row')[1]).toHaveTextContent('2026/06/1290130400');
    expect(server.requests.some((r) => r.path.endsWith('/users/market/history?id=7&days=30'))).toBe(true);
  });
});
