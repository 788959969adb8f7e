import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { PurchaserListPage } from './purchaser-list-page';

const api = setupApiDouble();

const branch = {
  BAISAN_CD: '1001',
  BAISAN_NM: '株式会社フラワーショップ花咲',
  BAISAN_EDA: '002',
  BAISAN_EDA_NM: '蒲田店',
  BAISAN_EDA_KNM: '',
  BAISAN_EDA_RNM: '',
  ADDR: '',
  TEL: '03-0000-0000',
  FAX: '',
  ZIP_CD: '',
  MAIL_ADDR: 'kamata@example.jp',
  SALE_RATE: 3,
  BUY_PERMIT_FLG: true,
  SUSPEND_FLG: false,
  is_admin: false,
  login_id: '1001-002',
  is_first_login: false,
};

const renderPage = async () => {
  api.serve('/admins/purchaser', 'get', pageOf([branch]));
  renderWithProviders(<PurchaserListPage />, { route: '/admins/master/purchaser', preloadedState: { session: signedInSession({ is_admin: true }) } });
  return screen.findByRole('table', { name: '買参人' });
};

describe('/admins/master/purchaser', () => {
  it('creates a branch account with its initial password', async () => {
    api.serve('/admins/purchaser', 'post', branch);
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '新規' }));
    const dialog = await screen.findByRole('dialog', { name: '買参人新規登録' });
    await user.type(within(dialog).getByRole('textbox', { name: /^買参人コード/ }), '2001');
    await user.type(within(dialog).getByRole('textbox', { name: /^枝番( \*)?$/ }), '001');
    await user.type(within(dialog).getByRole('textbox', { name: /^枝番名( \*)?$/ }), '本店');
    await user.type(within(dialog).getByLabelText(/^初期パスワード/), 'init-pass-1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('買参人を登録しました。')).toBeInTheDocument();
    expect(api.requests('post', '/admins/purchaser')[0].body).toEqual({
      BAISAN_CD: '2001',
      BAISAN_EDA: '001',
      BAISAN_EDA_NM: '本店',
      SALE_RATE: 0,
      BUY_PERMIT_FLG: true,
      SUSPEND_FLG: false,
      password: 'init-pass-1',
    });
  }, 30_000);

  it('does not send a new account without its required fields', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: '新規' }));
    const dialog = await screen.findByRole('dialog', { name: '買参人新規登録' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findAllByText('入力して下さい')).length).toBeGreaterThan(0);
    expect(api.requests('post', '/admins/purchaser')).toHaveLength(0);
  }, 20_000);

  it('suspends a branch from its 休止 switch and issues a new initial password', async () => {
    api.serve('/admins/purchaser/{BAISAN_CD}/{BAISAN_EDA}', 'put', { ...branch, SUSPEND_FLG: true });
    api.serve('/admins/purchaser/password/{BAISAN_CD}/{BAISAN_EDA}', 'post', { message: 'ok' });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: '休止 1001-002' }));
    expect(await screen.findByText('休止フラグを更新しました。')).toBeInTheDocument();
    expect(api.requests('put', '/admins/purchaser/{BAISAN_CD}/{BAISAN_EDA}')[0]).toMatchObject({
      params: { BAISAN_CD: '1001', BAISAN_EDA: '002' },
      body: { SUSPEND_FLG: true },
    });
    await user.click(screen.getByRole('button', { name: 'パスワード再発行 1001-002' }));
    const dialog = await screen.findByRole('dialog', { name: '初期パスワード再発行 1001-002' });
    await user.type(within(dialog).getByLabelText(/^初期パスワード/), 'again-pass-2');
    await user.click(within(dialog).getByRole('button', { name: '発行' }));
    expect(await screen.findByText('初期パスワードを発行しました。')).toBeInTheDocument();
    expect(api.requests('post', '/admins/purchaser/password/{BAISAN_CD}/{BAISAN_EDA}')[0].body).toEqual({ password: 'again-pass-2' });
  }, 30_000);
});
