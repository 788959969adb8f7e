import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, type SessionState } from 'shared';
import { setupApiDouble, signedInSession } from 'shared/test';
import { App } from '../app';
import { RemoteLoaderContext, type RemoteLoader } from '../runtime/remote-area';

// Lazy pages (the in-app password form, the notice's Alert) can take more than 1 s on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

// Each fake remote says which remote it is and the address it was asked to render.
const load: RemoteLoader = async (remote, expose) => ({
  default: function FakeRemote() {
    return <p>{`${remote}/${expose} at ${window.location.pathname}`}</p>;
  },
});

const server = setupApiDouble();
const importantNews = {
  INFORMATION_CD: 3,
  DATE: '2026/11/21',
  START_DATE: '2026/11/21 08:00',
  END_DATE: '2026/12/31 17:00',
  TITLE: '重要なお知らせです',
  DESCRIPTION: '<p>本文</p>',
  CATEGORY_NM: 'お知らせ',
  FILE_URL: null,
  FILE_GET_URL: null,
  IMPORTANT_FLG: true,
};

function visit(path: string, session: Partial<SessionState> = {}, news = importantNews) {
  const store = makeStore({ session: signedInSession(session) });
  server.serve('/users/news/{id}', 'get', news);
  window.history.pushState(null, '', path);
  render(
    <RemoteLoaderContext.Provider value={load}>
      <App store={store} />
    </RemoteLoaderContext.Provider>,
  );
  return store;
}

describe('which page or remote serves which path', () => {
  it.each([
    ['/web', 'remote_buyer_web/routes'],
    ['/web/buy/done', 'remote_buyer_web/routes'],
    ['/mypage', 'remote_mypage_market/routes'],
    ['/market', 'remote_mypage_market/routes'],
    ['/sale', 'remote_mypage_market/routes'],
    ['/news', 'remote_mypage_market/routes'],
    ['/news/5', 'remote_mypage_market/routes'],
    ['/setting', 'remote_mypage_market/routes'],
  ])('a buyer at %s sees %s', async (path, remote) => {
    visit(path);
    expect(await screen.findByText(`${remote} at ${path}`)).toBeInTheDocument();
  });

  it.each([
    ['/admins/master/products', 'remote_admin_master/routes'],
    ['/admins/master/system_parameter', 'remote_admin_master/routes'],
    ['/admins/transaction/receiving', 'remote_admin_transaction/routes'],
    ['/admins/news', 'remote_admin_news_mail/routes'],
    ['/admins/news/recovery_mail', 'remote_admin_news_mail/routes'],
  ])('an administrator at %s sees %s', async (path, remote) => {
    visit(path, { is_admin: true, branch_number: '' });
    expect(await screen.findByText(`${remote} at ${path}`)).toBeInTheDocument();
  });

  it('shows the buyer side panel on every /web path and nowhere else', async () => {
    visit('/web/cancel');
    const panel = await screen.findByRole('complementary', { name: 'サイドパネル' });
    expect(await within(panel).findByText('remote_buyer_web/side-panel at /web/cancel')).toBeInTheDocument();
  });

  it('has no side panel outside /web', async () => {
    visit('/mypage');
    await screen.findByText('remote_mypage_market/routes at /mypage');
    expect(screen.queryByText(/side-panel/)).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'サイドパネル' })).not.toBeInTheDocument();
  });

  it('serves /news/important/{id} itself', async () => {
    visit('/news/important/3', { news_ids: [3] });
    expect(await screen.findByRole('heading', { name: '重要なお知らせです' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '確認しました' })).toBeInTheDocument();
    expect(screen.queryByText(/remote_/)).not.toBeInTheDocument();
  });

  it('renders important news through the news sanitiser: no script, no event handler', async () => {
    const description = '<p onclick="steal()">本文</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><b>太字</b>';
    visit('/news/important/3', { news_ids: [3] }, { ...importantNews, DESCRIPTION: description });
    const body = (await screen.findByText('本文')).parentElement as HTMLElement;
    expect(body.innerHTML).toBe('<p>本文</p><b>太字</b>');
    expect(document.querySelector('script, img, [onclick], [onerror]')).toBeNull();
  });

  it('確認しました marks the important news as read in the session and moves on', async () => {
    const store = visit('/news/important/3', { news_ids: [3] });
    await userEvent.click(await screen.findByRole('button', { name: '確認しました' }));
    expect(await screen.findByText('remote_mypage_market/routes at /mypage')).toBeInTheDocument();
    expect(store.getState().session.news_ids).toEqual([]);
  });

  it('sends a buyer from / to /mypage', async () => {
    visit('/');
    expect(await screen.findByText('remote_mypage_market/routes at /mypage')).toBeInTheDocument();
  });

  it('sends an administrator from / to /admins/master/products', async () => {
    visit('/', { is_admin: true, branch_number: '' });
    expect(await screen.findByText('remote_admin_master/routes at /admins/master/products')).toBeInTheDocument();
  });

  it('shows a page of its own for an unknown address', async () => {
    visit('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
  });
});

describe('guards that send the user to / (spec §2)', () => {
  it('sends a buyer without purchase permission from /web to /, and says why on the page they land on', async () => {
    visit('/web/cancel', { BUY_PERMIT_FLG: false });
    expect(await screen.findByText('remote_mypage_market/routes at /mypage')).toBeInTheDocument();
    const notice = await screen.findByTestId('redirect-notice');
    expect(notice).toHaveTextContent('この枝番にはWeb購入の権限がないため、Web販売の画面は開けません。ご利用を希望される場合は市場にお問い合わせください。');
    await userEvent.click(within(notice).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByTestId('redirect-notice')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/mypage');
  });

  it('has no /web-closed page any more', async () => {
    visit('/web-closed', { BUY_PERMIT_FLG: false });
    expect(await screen.findByText('ページが見つかりません')).toBeInTheDocument();
  });

  it('shows no notice on an ordinary visit to /', async () => {
    visit('/');
    expect(await screen.findByText('remote_mypage_market/routes at /mypage')).toBeInTheDocument();
    expect(screen.queryByTestId('redirect-notice')).not.toBeInTheDocument();
  });

  it('sends a user who is not on first login from /change-password to /', async () => {
    visit('/change-password');
    expect(await screen.findByText('remote_mypage_market/routes at /mypage')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '変更する' })).not.toBeInTheDocument();
  });
});

describe('/reset-password (spec §2, §4)', () => {
  it('gives a signed-in user the in-app change form: current password, new password twice and the rules', async () => {
    server.serve('/users/change-password', 'post', { message: 'パスワードを変更しました。' });
    // The 3-month prompt's 今回変更する leads here (spec §4).
    const store = visit('/mypage', { requires_password_change: true });
    await userEvent.click(await screen.findByRole('button', { name: '今回変更する' }));
    expect(await screen.findByRole('heading', { name: 'パスワード変更' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reset-password');
    expect(screen.queryByLabelText('メールアドレス')).not.toBeInTheDocument();
    expect(screen.getByText('8〜128文字で、英字と数字をそれぞれ1文字以上含めてください。')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('現在のパスワード'), 'old-pass-1');
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'fresh-pass-2');
    await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), 'fresh-pass-2');
    await userEvent.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('remote_mypage_market/routes at /mypage')).toBeInTheDocument();
    expect(server.requests('post', '/users/change-password')[0].body).toMatchObject({ password: 'fresh-pass-2', current_password: 'old-pass-1' });
    expect(store.getState().session.requires_password_change).toBe(false);
  });

  it('gives a signed-out visitor the e-mail form', async () => {
    const store = makeStore();
    window.history.pushState(null, '', '/reset-password');
    render(
      <RemoteLoaderContext.Provider value={load}>
        <App store={store} />
      </RemoteLoaderContext.Provider>,
    );
    expect(await screen.findByLabelText('メールアドレス')).toBeInTheDocument();
    expect(screen.queryByLabelText('現在のパスワード')).not.toBeInTheDocument();
  });
});
