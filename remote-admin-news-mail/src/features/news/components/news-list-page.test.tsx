import { configure, screen, within } from '@testing-library/react';
import { type ApiRow } from 'shared';
import { pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { NewsListPage } from './news-list-page';

// Under a loaded CI machine a refetch or a dialog's 500 ms transition can take longer than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

const news = (overrides: Partial<ApiRow<'/admins/news'>>): ApiRow<'/admins/news'> => ({
  INFORMATION_CD: 1,
  DATE: '2026/06/14',
  START_DATE: '2026/06/14 08:00',
  END_DATE: '2026/12/31 23:59',
  TITLE: '年末の営業について',
  DESCRIPTION: '<p>本文</p>',
  CATEGORY_NM: 'お知らせ',
  FILE_URL: null,
  FILE_GET_URL: null,
  IMPORTANT_FLG: true,
  SUSPEND_FLG: false,
  ...overrides,
});

const api = setupApiDouble();

describe('the admin news list', () => {
  it('loads 50 a page with the common list parameters and greys suspended news', async () => {
    api.serve(
      '/admins/news',
      'get',
      pageOf([news({}), news({ INFORMATION_CD: 8, TITLE: '休止したお知らせ', IMPORTANT_FLG: false, SUSPEND_FLG: true })], { per: 50 }),
    );
    renderWithProviders(<NewsListPage />, { route: '/admins/news', preloadedState: { session: signedInSession({ is_admin: true }) } });
    const rows = within(await screen.findByRole('table', { name: 'お知らせ管理' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026/06/14お知らせ年末の営業について重要');
    expect(rows[2]).toHaveAttribute('data-suspended', 'true');
    expect(Object.fromEntries(api.requests('get', '/admins/news')[0].query)).toEqual({ include_suspension_rows: '0', page: '1', per: '50' });
  });
});
