import { configure, screen } from '@testing-library/react';
import { renderWithProviders, signedInSession } from 'shared/test';
import { fakeApi } from './features/fake-api';
import MypageMarketRoutes from './routes';

const emptyPage = { currentPage: 1, totalPages: 1, per: 50, total: 0, isFirstPage: true, isLastPage: true, datas: [] };

// Each screen is a lazy chunk (the market one carries the charts): slow to load on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/users/mypage': { month: '2026-11', news: [], schedules: [], links: [], calendar_note: '' },
    '/users/market': { sale_date: null, recent_listing_date: null, sale_dates: [], datas: [] },
    '/users/sale': { branch_number: '001', branch_name: '本店', from: '2026/10/23', to: '2026/11/22', branches: [], datas: [] },
    '/users/news': emptyPage,
    '/users/setting': { branches: [] },
  });
});
afterEach(() => api.restore());

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
