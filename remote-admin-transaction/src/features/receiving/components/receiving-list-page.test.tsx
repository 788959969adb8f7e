import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBaseUrl, type ApiRow } from 'shared';
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
    // More on the web than in stock: the message sits under Web残数(口), marked invalid (accessibility).
    const remaining = within(dialog).getByLabelText('Web残数(口)');
    await userEvent.clear(remaining);
    await userEvent.type(remaining, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(remaining).toHaveAccessibleDescription('Web残数は在庫数以下で入力してください。'));
    expect(remaining).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('put', '/admins/receiving')).toHaveLength(0);
    await userEvent.clear(remaining);
    await userEvent.type(remaining, '8');
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

  it('has 区分 and 品目 as separate lists; choosing both asks for both and lists the rows of both', async () => {
    const lots = [
      { ...lot, NIUKE_DEMPYO_NO: 'D1', category: '切花', ITEM_NM: 'バラ', SHOHIN_NM: '赤バラ' },
      { ...lot, NIUKE_DEMPYO_NO: 'D2', category: '枝物', ITEM_NM: 'キク', SHOHIN_NM: '枝キク' },
      { ...lot, NIUKE_DEMPYO_NO: 'D3', category: '葉物', ITEM_NM: 'キク', SHOHIN_NM: '葉キク' },
    ];
    // The server's rule: the choices add up (either matches), no choice lists all.
    api.serve('/admins/receiving', 'get', (req) => {
      const [category, item] = [req.query.get('category'), req.query.get('ITEM_NM')];
      return pageOf(
        lots.filter((r) => (!category && !item) || r.category === category || r.ITEM_NM === item),
        { per: 150 },
      );
    });
    api.serve('/admins/receiving/option', 'get', { ...options, category: ['切花', '枝物', '葉物'], ITEM_NM: ['バラ', 'キク'] });
    renderWithProviders(<ReceivingListPage />, { route: '/admins/transaction/receiving', preloadedState: admin });
    const table = await screen.findByRole('table', { name: '荷受' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    await userEvent.click(screen.getByLabelText('区分'));
    const categories = await screen.findByRole('listbox');
    expect(
      within(categories)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['すべて', '切花', '枝物', '葉物']);
    await userEvent.click(within(categories).getByRole('option', { name: '枝物' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(screen.getByLabelText('品目'));
    const items = await screen.findByRole('listbox');
    expect(
      within(items)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['すべて', 'バラ', 'キク']);
    await userEvent.click(within(items).getByRole('option', { name: 'バラ' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const last = api.requests('get', '/admins/receiving').at(-1)!.query;
    expect([last.get('category'), last.get('ITEM_NM')]).toEqual(['枝物', 'バラ']);
    expect(table).toHaveTextContent('赤バラ');
    expect(table).toHaveTextContent('枝キク');
    expect(table).not.toHaveTextContent('葉キク');
    expect(screen.getByLabelText('区分')).toHaveTextContent('枝物');
    expect(screen.getByLabelText('品目')).toHaveTextContent('バラ');
  });

  it('after a photo replace shows the new photo at once, never the old file the server removed', async () => {
    // jsdom draws nothing: the spec's shrink step gets a 1×1 canvas that encodes to a small JPEG.
    const restore = [
      jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillRect: () => undefined, drawImage: () => undefined } as never),
      jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['small'], { type: 'image/jpeg' }))),
    ];
    Object.assign(globalThis, { createImageBitmap: async () => ({ width: 1, height: 1, close: () => undefined }) });
    const origin = apiBaseUrl().replace(/\/api\/v1$/, '');
    const oldUrl = '/files/products/P1/1-100.png?expires=1&sig=old';
    const newUrl = '/files/products/P1/1-200.jpg?expires=1&sig=new';
    const withPhoto = (url: string) => ({ ...lot, shohin_image1: url, shohin_image1_put_url: `${origin}/files/uploads/products/P1/1?sig=put` });
    let registered = false;
    let releaseRefetch: () => void = () => undefined;
    api.serve('/admins/receiving', 'get', () =>
      registered
        ? new Promise((resolve) => (releaseRefetch = () => resolve(pageOf([withPhoto(`${newUrl}&again=1`)], { per: 150 }))))
        : pageOf([withPhoto(oldUrl)], { per: 150 }),
    );
    api.serve('/admins/receiving/option', 'get', options);
    api.serve('/files/uploads/products/P1/1' as never, 'put', {} as never);
    api.serve('/admins/products/upload-image', 'post', () => {
      registered = true;
      return { message: '画像を保存しました', image1: newUrl, image2: null };
    });
    try {
      renderWithProviders(<ReceivingListPage />, { route: '/admins/transaction/receiving', preloadedState: admin });
      await userEvent.click(await screen.findByRole('button', { name: '写真 D1-001' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('img', { name: '商品画像1の画像' })).toHaveAttribute('src', oldUrl);
      await userEvent.upload(within(dialog).getByLabelText(/商品画像1 ここに画像をドロップ/), new File(['photo'], 'rose.png', { type: 'image/png' }));
      await userEvent.click(within(dialog).getByRole('button', { name: '商品画像1 保存' }));
      expect(await screen.findByText('画像を保存しました')).toBeInTheDocument();
      // The list is still refetching and holds the old URL: the slot shows the answer's new one.
      await waitFor(() => expect(api.requests('get', '/admins/receiving')).toHaveLength(2));
      expect(within(dialog).getByRole('img', { name: '商品画像1の画像' })).toHaveAttribute('src', newUrl);
      expect(api.requests('put' as never, '/files/uploads/products/P1/1' as never)).toHaveLength(1);
      releaseRefetch();
      await waitFor(() => expect(within(dialog).getByRole('img', { name: '商品画像1の画像' })).toHaveAttribute('src', `${newUrl}&again=1`));
    } finally {
      restore.forEach((spy) => spy.mockRestore());
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    }
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
