import { configure, screen } from '@testing-library/react';
import { pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import MypageMarketRoutes from './routes';

// Each screen is a lazy chunk (the market one carries the charts): slow to load on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const api = setupApiDouble();
beforeEach(() => {
  api.serve('/users/mypage', 'get', { month: '2026-11', news: [], schedules: [], links: [], calendar_note: '' });
  api.serve('/users/market', 'get', { sale_date: null, recent_listing_date: null, sale_dates: [], datas: [] });
  api.serve('/users/sale', 'get', {
    branch_number: '001',
    branch_name: '本店',
    from: '2026/10/23',
    to: '2026/11/22',
    branches: [],
    datas: [],
    totals: { totalPurchase: 0, salesTaxAmount: 0, otherTotal: 0, totalWithTax: 0, totalTransactions: 0, isSokuho: false },
  });
  api.serve('/users/news', 'get', pageOf([], { per: 50 }));
  api.serve('/users/setting', 'get', { branches: [] });
});

const renderAt = (route: string) =>
  renderWithProviders(<MypageMarketRoutes />, { route, preloadedState: { session: signedInSession({ branch_number: '001' }) } });

describe('the routes this remote serves', () => {
  it.each([
    ['/mypage', 'マイページ'],
    ['/market', '相場情報'],
    ['/sale', '購入履歴'],
    ['/news', 'お知らせ'],
    ['/setting', '設定'],
  ])('%s shows %s', async (route, title) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | flower market web sales system`);
  });

  it('says so for an address under its prefixes that it does not know', async () => {
    renderAt('/sale/unknown');
    expect(await screen.findByText('ページが見つかりません')).toBeInTheDocument();
  });
});
