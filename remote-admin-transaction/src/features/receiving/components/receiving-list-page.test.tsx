import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiRow } from 'shared';
import { pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { ReceivingListPage } from './receiving-list-page';

const lot: ApiRow<'/admins/receiving'> = {
  NIUKE_DEMPYO_NO: 'D1',
  NIUKE_NO: '001',
  SALE_DATE: '2026/11/24',
  category: '切花',
  SHUKKASHA_CD: 'S1',
  SHUKKASHA_NM: 'JA 花き',
  SHOHIN_CD: 'P1',
  SHOHIN_NM: 'バラ',
  COLOR_NM: '赤',
  ITEM_NM: 'バラ',
  specification: '2L',
  IRI_SU: 10,
  STOCK_SU: 8,
  SO_SU: 100,
  BIKO: '',
  TANTOSHA_NM: '佐藤',
  SUSPEND_FLG: false,
  shohin_image1: null,
  shohin_image2: null,
  niuke_image1: null,
  niuke_image2: null,
  shohin_image1_put_url: '/files/uploads/products/P1/1',
  shohin_image2_put_url: '/files/uploads/products/P1/2',
  niuke_image1_put_url: '/files/uploads/receivings/D1-001/1',
  niuke_image2_put_url: '/files/uploads/receivings/D1-001/2',
  web: null,
  SALES: [
    {
      SALE_ID: 4,
      SALE_DATE: '2026/11/24',
      SALE_KBN: 1,
      SALE_KBN_NM: 'せり',
      BAISAN_CD: '1001',
      BAISAN_EDA: '001',
      BAISAN_NM: '花屋',
      KUCHI_SU: 2,
      HA_SU: 0,
      SO_SU: 20,
      WEB_TANKA: 80,
      PRICE: 1600,
      DELETABLE_FLG: true,
    },
  ],
};
const options = { SALE_DATE: ['2026/11/24'], category: ['切花'], ITEM_NM: ['バラ'], SHUKKASHA_NM: ['JA 花き'], TANTOSHA_NM: ['佐藤'] };

const api = setupApiDouble();
jest.setTimeout(30_000);
const admin = { session: signedInSession({ is_admin: true }) };

describe('the receiving list', () => {
  it('lists lots with the spec filters in the address, and lists an unlisted lot for web sale at a price', async () => {
    api.serve('/admins/receiving', 'get', pageOf([lot], { per: 150 }));
    api.serve('/admins/receiving/option', 'get', options);
    api.serve('/admins/receiving', 'put', (req) => ({ ...lot, ...(req.body as object), web: null }));
    renderWithProviders(<ReceivingListPage />, { route: '/admins/transaction/receiving?SALE_DATE=2026-11-24&SHUKKASHA_NM=JA%20花き', preloadedState: admin });
    const table = await screen.findByRole('table', { name: '荷受' });
    const query = api.requests('get', '/admins/receiving')[0].query;
    expect([query.get('per'), query.get('SALE_DATE'), query.get('SHUKKASHA_NM')]).toEqual(['150', '2026-11-24', 'JA 花き']);
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('D1-001JA 花きバラバラ 赤 2L108100未掲載-1件佐藤');

    await userEvent.click(within(row).getByRole('button', { name: '編集' }));
    const dialog = await screen.findByRole('dialog', { name: '荷受の編集' });
    expect(dialog).toHaveTextContent('せり 花屋 1001-001 2口 1,600円');
    await userEvent.click(within(dialog).getByLabelText('Web販売に掲載する'));
    const price = within(dialog).getByLabelText('単価(1本)');
    await userEvent.clear(price);
    await userEvent.type(price, '150');
    await userEvent.type(within(dialog).getByLabelText('まとめ単価(1行に「口数,単価」)'), '5,140');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.requests('put', '/admins/receiving')).toHaveLength(1));
    expect(api.requests('put', '/admins/receiving')[0].body).toMatchObject({
      NIUKE_DEMPYO_NO: 'D1',
      NIUKE_NO: '001',
      STOCK_SU: 8,
      web: { unit_price: 150, remaining_quantity: 8, max_quantity: 8, bundle_tanka_list: [{ quantity: 5, bundle_tanka: 140 }], open_hour: null },
    });
    expect(await screen.findByText('荷受を更新しました。')).toBeInTheDocument();
  });

  it('previews a CSV line by line before importing it', async () => {
    api.serve('/admins/receiving', 'get', pageOf([lot], { per: 150 }));
    api.serve('/admins/receiving/option', 'get', options);
    api.serve('/admins/receiving/import', 'post', (req) => ({
      dry_run: (req.body as { dry_run: boolean }).dry_run,
      total: 1,
      error_count: 1,
      imported: 0,
      message: 'CSVに1件のエラーがあるため、取り込みませんでした。',
      lines: [
        {
          line: 2,
          NIUKE_DEMPYO_NO: 'X',
          NIUKE_NO: '1',
          SALE_DATE: '2026-11-24',
          SHUKKASHA_NM: null,
          SHOHIN_NM: 'バラ',
          IRI_SU: 10,
          STOCK_SU: 2,
          SO_SU: 20,
          unit_price: 0,
          errors: ['出荷者コードNOPEは登録されていません。'],
        },
      ],
    }));
    renderWithProviders(<ReceivingListPage />, { route: '/admins/transaction/receiving', preloadedState: admin });
    await screen.findByRole('table', { name: '荷受' });
    await userEvent.click(screen.getByRole('button', { name: 'CSV取込' }));
    const dialog = await screen.findByRole('dialog', { name: '荷受CSV取込' });
    await userEvent.click(within(dialog).getByRole('button', { name: '内容を確認' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('ファイルを選択して下さい');
    await userEvent.upload(within(dialog).getByLabelText('CSVファイルを選択'), new File(['NIUKE_DEMPYO_NO\nX'], 'arrival.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '内容を確認' }));
    expect(await within(dialog).findByText('出荷者コードNOPEは登録されていません。')).toBeInTheDocument();
    expect(api.requests('post', '/admins/receiving/import')[0].body).toEqual({ file: btoa('NIUKE_DEMPYO_NO\nX'), dry_run: true });
    expect(within(dialog).getByRole('button', { name: '取り込む' })).toBeDisabled();
  });
});
