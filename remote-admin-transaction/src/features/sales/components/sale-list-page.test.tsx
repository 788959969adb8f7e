import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiRow } from 'shared';
import { pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { SaleListPage } from './sale-list-page';

// Under a loaded CI machine a refetch or a dialog's 500 ms transition can take longer than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

const sale: ApiRow<'/admins/sale'> = {
  SALE_ID: 7,
  SALE_DATE: '2026/11/22',
  NIUKE_SALE_DATE: null,
  SALE_KBN: 4,
  SALE_KBN_NM: 'WEB',
  BAISAN_CD: '1001',
  BAISAN_NM: '花屋',
  BAISAN_EDA: '001',
  SHOHIN_NM: 'バラ',
  COLOR_NM: '赤',
  specification: '',
  WEB_TANKA: 1200,
  RATE_TANKA: 0,
  KUCHI_SU: 2,
  HA_SU: 0,
  SO_SU: 20,
  PRICE: 24000,
  NIUKE_NO: 'N1',
  SHUKKASHA_NM: 'JA',
  IRI_SU: 10,
  DISCOUNT_TANKA: 0,
  STOCK_SU: 0,
  BIKO: '',
  max_quantity: null,
  DELETABLE_FLG: false,
};

const api = setupApiDouble();

describe('the admin sale list', () => {
  it('shows the sale lines and filters by sale date from page 1', async () => {
    api.serve('/admins/sale', 'get', pageOf([sale]));
    renderWithProviders(<SaleListPage />, { route: '/admins/transaction/sale?page=2', preloadedState: { session: signedInSession({ is_admin: true }) } });
    const table = await screen.findByRole('table', { name: '売買' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026/11/22WEB花屋 001バラ赤JA2201,20024,000');
    await userEvent.type(screen.getByLabelText('売買日'), '2026-11-21');
    await waitFor(() => expect(api.requests('get', '/admins/sale').at(-1)?.query.get('SALE_DATE')).toBe('2026-11-21'));
    expect(api.requests('get', '/admins/sale').at(-1)?.query.get('page')).toBe('1');
  });
});
