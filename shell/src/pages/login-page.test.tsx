import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SESSION_STORAGE_KEY } from 'shared';
import { failure, renderWithProviders, setupApiDouble } from 'shared/test';
import { LoginPage } from './login-page';

const signInAnswer = {
  token: 'server-token',
  requires_password_change: false,
  branch_number: '001',
  branch_name: '本店',
  baisan_cd: '1001',
  is_admin: false,
  is_first_login: false,
  news_ids: [],
  BUY_PERMIT_FLG: true,
  device_token: 'device-token-1001-001',
};

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    { route: '/login' },
  );
}

describe('LoginPage', () => {
  const api = setupApiDouble();

  it('titles the page ログイン', () => {
    renderLogin();
    expect(document.title).toBe('ログイン | flower market web sales system');
  });

  it('asks for the id and password before calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByText('ログインIDを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
  });

  // Accessibility: each error is its field's description, the field is marked invalid, and the text
  // sits in a live region that was there before it appeared.
  it('ties each missing-field error to its field and announces it', async () => {
    renderLogin();
    const id = screen.getByLabelText('ログインID');
    const password = screen.getByLabelText('パスワード');
    expect(id).not.toHaveAttribute('aria-invalid', 'true');
    const regions = screen.getAllByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(id).toHaveAccessibleDescription('ログインIDを入力してください');
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('パスワードを入力してください');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('ログインIDを入力してください')).toBe(regions[0]);
    expect(screen.getByText('パスワードを入力してください')).toBe(regions[1]);
  });

  it('signs in, persists the session and goes on to /', async () => {
    api.serve('/users/signin', 'post', signInAnswer);
    const { store } = renderLogin();
    await userEvent.type(screen.getByLabelText('ログインID'), '1001-001');
    await userEvent.type(screen.getByLabelText('パスワード'), 'buyer-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('home')).toBeInTheDocument();
    const [signIn] = api.requests('post', '/users/signin');
    expect(signIn.body).toEqual({ id: '1001-001', password: 'buyer-pass-1' });
    expect(signIn.headers.authorization).toBeUndefined();
    expect(store.getState().session.token).toBe('server-token');
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBe('server-token');
  });

  it('keeps the device token per login id and sends it on that id’s next sign-in only', async () => {
    api.serve('/users/signin', 'post', signInAnswer);
    const first = renderLogin();
    await userEvent.type(screen.getByLabelText('ログインID'), '1001-001');
    await userEvent.type(screen.getByLabelText('パスワード'), 'buyer-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    first.unmount();

    for (const id of ['1001-001', '1001-002']) {
      const view = renderLogin();
      await userEvent.type(screen.getByLabelText('ログインID'), id);
      await userEvent.type(screen.getByLabelText('パスワード'), 'buyer-pass-1');
      await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
      expect(await screen.findByText('home')).toBeInTheDocument();
      view.unmount();
    }
    const [, again, other] = api.requests('post', '/users/signin');
    expect(again.body).toEqual({ id: '1001-001', password: 'buyer-pass-1', device_token: 'device-token-1001-001' });
    expect(other.body).toEqual({ id: '1001-002', password: 'buyer-pass-1' });
  });

  it('says the id or password is wrong on a 401, without the generic error toasts', async () => {
    api.serve('/users/signin', 'post', failure(401, 'bad credentials', 'ログインに失敗しました'));
    const { store } = renderLogin();
    await userEvent.type(screen.getByLabelText('ログインID'), '1001-001');
    await userEvent.type(screen.getByLabelText('パスワード'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('ログインIDまたはパスワードが正しくありません。')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(screen.queryByText('ログインに失敗しました')).not.toBeInTheDocument();
    expect(screen.queryByText('セッションがタイムアウトしました。再度ログインしてください。')).not.toBeInTheDocument();
  });
});
