import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { ProductListPage } from './product-list-page';

const api = setupApiDouble();

const product = {
  id: 7,
  image1: '/files/products/110001/1.png?sig=a',
  image2: null,
  image1_put_url: '/files/uploads/products/110001/1?sig=p1',
  image2_put_url: '/files/uploads/products/110001/2?sig=p2',
  item_name: 'バラ',
  product_name: 'バラ サムライ08',
  kana_product_name: 'バラ サムライ08',
  product_code: '110001',
  item_name_code: '1100',
  abbr: 'サムライ08',
  kana_abbr: '',
  color: '赤',
  color_code: 'R1',
  tax_group: '1',
  jf_code: '835994',
  old_item_code: '',
  is_suspensions: false,
};

const renderPage = async () => {
  api.serve('/admins/products', 'get', pageOf([product], { per: 150 }));
  renderWithProviders(<ProductListPage />, { route: '/admins/master/products', preloadedState: { session: signedInSession({ is_admin: true }) } });
  return screen.findByRole('table', { name: '商品' });
};

describe('/admins/master/products', () => {
  it('asks for 150 products a page and opens the photo modal with both slots of the product', async () => {
    await renderPage();
    expect(api.requests('get', '/admins/products')[0].query.get('per')).toBe('150');
    await userEvent.click(screen.getByRole('button', { name: /^画像 バラ サムライ08/ }));
    const dialog = await screen.findByRole('dialog', { name: '商品画像 バラ サムライ08' });
    expect(within(dialog).getByRole('img', { name: '商品画像1の画像' })).toHaveAttribute('src', product.image1);
    expect(within(dialog).getByText('画像なし')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '商品画像2 保存' })).toBeInTheDocument();
  });

  it('suspends a product from its 休止 switch with its id', async () => {
    api.serve('/admins/products/suspensions', 'post', { message: '休止フラグを更新しました。' });
    await renderPage();
    await userEvent.click(screen.getByRole('switch', { name: '休止 バラ サムライ08' }));
    expect(await screen.findByText('休止フラグを更新しました。')).toBeInTheDocument();
    expect(api.requests('post', '/admins/products/suspensions')[0].body).toEqual({ ids: [7], is_suspensions: true });
  });

  it('sends only the changed fields when a product is edited', async () => {
    api.serve('/admins/products', 'put', { ...product, abbr: 'サムライ' });
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /編集/ }));
    const abbr = await screen.findByRole('textbox', { name: '略称' });
    await user.clear(abbr);
    await user.type(abbr, 'サムライ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('商品を更新しました。')).toBeInTheDocument();
    expect(api.requests('put', '/admins/products')[0].body).toEqual({ id: 7, abbr: 'サムライ' });
  }, 20_000);
});
