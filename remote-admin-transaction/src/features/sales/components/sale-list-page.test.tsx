import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiRow } from 'shared';
import { failure, pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
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
  BAISAN_EDA_NM: '本店',
  SHOHIN_NM: 'バラ',
  COLOR_NM: '赤',
  specification: '',
  WEB_TANKA: 1200,
  RATE_TANKA: 0,
  KUCHI_SU: 2,
  HA_SU: 0,
  SO_SU: 20,
  PRICE: 24000,
  NIUKE_DEMPYO_NO: 'D1',
  NIUKE_NO: 'N1',
  SHUKKASHA_NM: 'JA',
  IRI_SU: 10,
  DISCOUNT_TANKA: 0,
  STOCK_SU: 3,
  BIKO: '',
  max_quantity: null,
  DELETABLE_FLG: true,
};

const totals = { KUCHI_SU: 2, HA_SU: 0, SO_SU: 20, PRICE: 24000 };
const api = setupApiDouble();
jest.setTimeout(30_000);
const admin = { session: signedInSession({ is_admin: true }) };

describe('the admin sale list', () => {
  it('shows the sale lines with the totals of the filter and filters by kind and date range from page 1', async () => {
    api.serve('/admins/sale', 'get', { ...pageOf([sale]), totals });
    renderWithProviders(<SaleListPage />, { route: '/admins/transaction/sale?page=2', preloadedState: admin });
    const table = await screen.findByRole('table', { name: '売買' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026/11/22WEB花屋 1001-001バラ 赤JAD1-N120201,20024,0003');
    expect(screen.getByLabelText('合計')).toHaveTextContent('口数 2 / 端数 0 / 総数 20 / 金額 24,000円');
    await userEvent.type(screen.getByLabelText('売買日(から)'), '2026-11-21');
    await waitFor(() => expect(api.requests('get', '/admins/sale').at(-1)?.query.get('SALE_DATE_FROM')).toBe('2026-11-21'));
    expect(api.requests('get', '/admins/sale').at(-1)?.query.get('page')).toBe('1');
  });

  it('records an auction sale and shows the server’s refusal when the stock is gone', async () => {
    api.serve('/admins/sale', 'get', { ...pageOf([sale]), totals });
    api.serve('/admins/sale', 'post', failure(409, 'receiving 1: STOCK_SU short', '在庫が不足しています。在庫数をご確認ください。'));
    renderWithProviders(<SaleListPage />, { route: '/admins/transaction/sale', preloadedState: admin });
    await screen.findByRole('table', { name: '売買' });
    await userEvent.click(screen.getByRole('button', { name: '新規' }));
    const dialog = await screen.findByRole('dialog', { name: '売買の登録' });
    await userEvent.click(within(dialog).getByRole('button', { name: '登録' }));
    // The message sits under its field, which it marks invalid and describes (accessibility).
    const dempyo = within(dialog).getByLabelText('荷受伝票番号');
    await waitFor(() => expect(dempyo).toHaveAccessibleDescription('荷受伝票番号を入力してください。'));
    expect(dempyo).toHaveAttribute('aria-invalid', 'true');
    for (const [label, value] of [
      ['荷受伝票番号', 'D1'],
      ['荷受番号', 'N1'],
      ['買参人コード', '1001'],
      ['口数', '3'],
      ['単価(1本)', '80'],
    ]) {
      await userEvent.type(within(dialog).getByLabelText(label), value);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: '登録' }));
    await waitFor(() => expect(api.requests('post', '/admins/sale')).toHaveLength(1));
    expect(api.requests('post', '/admins/sale')[0].body).toEqual({
      SALE_KBN: 1,
      NIUKE_DEMPYO_NO: 'D1',
      NIUKE_NO: 'N1',
      BAISAN_CD: '1001',
      BAISAN_EDA: '001',
      KUCHI_SU: 3,
      HA_SU: 0,
      TANKA: 80,
      BIKO: '',
    });
    expect(await screen.findByText('在庫が不足しています。在庫数をご確認ください。')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '売買の登録' })).toBeInTheDocument();
  });
});
