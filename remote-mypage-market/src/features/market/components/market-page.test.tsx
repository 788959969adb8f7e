import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api as sharedApi } from 'shared';
import { failure, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { MarketPage } from './market-page';

const day = (date: string) => ({
  sale_date: date,
  recent_listing_date: '2026/11/22',
  sale_dates: ['2026/11/22', '2026/11/21'],
  datas:
    date === '2026/11/22'
      ? [
          { item_cd: '01', item_name: 'バラ', quantity: 1200, high_price: 180, average: 96 },
          { item_cd: '02', item_name: 'キク', quantity: 800, high_price: 70, average: 48 },
        ]
      : [{ item_cd: '01', item_name: 'バラ', quantity: 300, high_price: 150, average: 88 }],
});

// The charts render slowly in jsdom on a loaded machine: give the queries and tests room.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const api = setupApiDouble();
beforeEach(() => {
  api.serve('/users/market', 'get', (req) => day(req.query.get('sale_date') ?? '2026/11/22'));
  api.serve('/users/market/detail', 'get', (req) =>
    req.query.get('item_cd') === '01'
      ? {
          item_cd: '01',
          item_name: 'バラ',
          sale_date: '2026/11/22',
          recent_listing_date: '2026/11/22',
          datas: [
            { variety_name: 'ローテローゼ', quantity: 700, high_price: 180, average: 110 },
            { variety_name: 'サムライ08', quantity: 500, high_price: 120, average: 75 },
          ],
          daily: [
            { sale_date: '2026/11/21', quantity: 300, high_price: 150, average: 88 },
            { sale_date: '2026/11/22', quantity: 1200, high_price: 180, average: 96 },
          ],
        }
      : failure(404, 'item_cd', '指定された品目は存在しません。'),
  );
});

const renderMarket = (route = '/market') =>
  renderWithProviders(
    <Routes>
      <Route path="/market" element={<MarketPage />} />
    </Routes>,
    { route, preloadedState: { session: signedInSession() } },
  );

describe('MarketPage', () => {
  it('shows the latest market day and the items as a chart with the numbers a click away', async () => {
    renderMarket();
    expect(await screen.findByTestId('recent-listing-date')).toHaveTextContent('最新の出荷日：2026/11/22(日)');
    expect(screen.getByRole('combobox', { name: '市場日' })).toHaveTextContent('2026/11/22(日)');
    expect(screen.getByRole('group', { name: '品目別' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '表' }));
    const row = screen.getByRole('row', { name: /バラ/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['1,200', '180円', '96円']);
  });

  it('switches to another market day', async () => {
    renderMarket();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: '市場日' }));
    await user.click(await screen.findByRole('option', { name: '2026/11/21(土)' }));
    await user.click(screen.getByRole('button', { name: '表' }));
    expect(await screen.findByRole('row', { name: /バラ/ })).toHaveTextContent('300');
    expect(screen.queryByRole('row', { name: /キク/ })).not.toBeInTheDocument();
    expect(api.requests('get', '/users/market').at(-1)?.query.get('sale_date')).toBe('2026/11/21');
  });

  it('drills down into the varieties and the 30-day price of the chosen item', async () => {
    renderMarket();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'バラ' }));
    const varieties = await screen.findByRole('region', { name: 'バラの品種別' });
    await user.click(within(varieties).getByRole('button', { name: '表' }));
    expect(within(varieties).getByRole('row', { name: /サムライ08/ })).toHaveTextContent('75円');
    const trend = screen.getByRole('region', { name: 'バラの価格の推移（30日）' });
    await user.click(within(trend).getByRole('button', { name: '表' }));
    expect(within(trend).getAllByRole('row')[1]).toHaveTextContent('2026/11/22(日)1,200180円96円');
    expect(api.requests('get', '/users/market/detail').at(0)?.query.get('item_cd')).toBe('01');
    await user.click(screen.getByRole('button', { name: '品種別を閉じる' }));
    expect(screen.queryByRole('region', { name: 'バラの品種別' })).not.toBeInTheDocument();
  });

  it('opens with the drill-down named in the address, and says so for an unknown item', async () => {
    const { unmount } = renderMarket('/market?item=01');
    expect(await screen.findByRole('region', { name: 'バラの品種別' })).toBeInTheDocument();
    unmount();
    renderMarket('/market?item=99');
    expect(await screen.findByText('指定された品目の相場はありません')).toBeInTheDocument();
  });

  it('fetches the figures again when a purchase invalidates Sale', async () => {
    const { store } = renderMarket();
    await screen.findByTestId('recent-listing-date');
    const before = api.requests('get', '/users/market').length;
    act(() => {
      store.dispatch(sharedApi.util.invalidateTags(['Sale']));
    });
    await waitFor(() => expect(api.requests('get', '/users/market').length).toBe(before + 1));
  });
});

describe('MarketPage trend', () => {
  it('asks for the chosen period and variety, kept in the address', async () => {
    renderMarket('/market?item=01&days=90&variety=%E3%82%B5%E3%83%A0%E3%83%A9%E3%82%A408');
    expect(await screen.findByRole('combobox', { name: '期間' })).toHaveTextContent('90日間');
    expect(screen.getByRole('combobox', { name: '品種' })).toHaveTextContent('サムライ08');
    expect(screen.getByText('バラ サムライ08の価格の推移（90日）')).toBeInTheDocument();
    const asked = api.requests('get', '/users/market/detail').at(-1)!;
    expect(asked.query.get('days')).toBe('90');
    expect(asked.query.get('variety')).toBe('サムライ08');

    await userEvent.click(screen.getByRole('combobox', { name: '品種' }));
    await userEvent.click(await screen.findByRole('option', { name: '品目全体' }));
    await waitFor(() => expect(api.requests('get', '/users/market/detail').at(-1)!.query.get('variety')).toBeNull());
    expect(await screen.findByText('バラの価格の推移（90日）')).toBeInTheDocument();
  });
});
