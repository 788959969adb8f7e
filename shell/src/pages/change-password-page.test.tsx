import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { failure, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { ChangePasswordPage } from './change-password-page';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    { route: '/change-password', preloadedState: { session: signedInSession({ is_first_login: true }) } },
  );
}

async function submit(password: string, again: string) {
  await userEvent.type(screen.getByLabelText('新しいパスワード'), password);
  await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), again);
  await userEvent.click(screen.getByRole('button', { name: '変更する' }));
}

describe('ChangePasswordPage (first login)', () => {
  const api = setupApiDouble();

  it('checks the two entries match before calling the server', async () => {
    renderPage();
    await submit('fresh-pass-1', 'fresh-pass-2');
    expect(screen.getByText('パスワードが一致しません')).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
  });

  it('posts the password with the session token, ends the first login and goes on', async () => {
    api.serve('/users/change-password', 'post', { message: 'ok' });
    const { store } = renderPage();
    await submit('fresh-pass-1', 'fresh-pass-1');

    expect(await screen.findByText('home')).toBeInTheDocument();
    const [change] = api.requests('post', '/users/change-password');
    expect(change.body).toEqual({ password: 'fresh-pass-1', token: 'test-token' });
    expect(change.headers.authorization).toBe('Bearer test-token');
    expect(store.getState().session.is_first_login).toBe(false);
  });

  it('stays on the page with the server\'s reason when the password is refused', async () => {
    api.serve('/users/change-password', 'post', failure(400, 'body.password: must contain a letter and a digit', 'パスワードには英字と数字を含めてください'));
    const { store } = renderPage();
    await submit('onlyletters', 'onlyletters');

    expect(await screen.findByText('パスワードには英字と数字を含めてください')).toBeInTheDocument();
    expect(store.getState().session.is_first_login).toBe(true);
    expect(screen.getByRole('button', { name: '変更する' })).toBeInTheDocument();
  });
});
