import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { failure, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { ChangePasswordPage } from './change-password-page';

// Typing into three fields is slow on a busy machine.
jest.setTimeout(20_000);

const api = setupApiDouble();

function renderPage(firstLogin = true) {
  return renderWithProviders(
    <Routes>
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    { route: '/change-password', preloadedState: { session: signedInSession({ is_first_login: firstLogin }) } },
  );
}

async function submit(password: string, again: string) {
  await userEvent.type(screen.getByLabelText('新しいパスワード'), password);
  await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), again);
  await userEvent.click(screen.getByRole('button', { name: '変更する' }));
}

describe('ChangePasswordPage (first login)', () => {
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

  it('states the rules and checks them in the browser before calling the server', async () => {
    renderPage();
    expect(screen.getByText('8〜128文字で、英字と数字をそれぞれ1文字以上含めてください。')).toBeInTheDocument();
    await submit('onlyletters', 'onlyletters');
    expect(screen.getByText('パスワードには英字と数字をそれぞれ1文字以上含めてください')).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
    // Accessibility: the message describes the new password (before its rules), which is marked
    // invalid, and it is in a live region; the rules are not.
    const field = screen.getByLabelText('新しいパスワード');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'パスワードには英字と数字をそれぞれ1文字以上含めてください 8〜128文字で、英字と数字をそれぞれ1文字以上含めてください。',
    );
    expect(screen.getByText('パスワードには英字と数字をそれぞれ1文字以上含めてください')).toHaveAttribute('role', 'status');
    expect(screen.getByText('8〜128文字で、英字と数字をそれぞれ1文字以上含めてください。').closest('[role="status"]')).toBeNull();
  });

  it('ties the mismatch to the confirmation and announces it', async () => {
    renderPage();
    await submit('fresh-pass-1', 'fresh-pass-2');
    const again = screen.getByLabelText('新しいパスワード（確認）');
    expect(again).toHaveAttribute('aria-invalid', 'true');
    expect(again).toHaveAccessibleDescription('パスワードが一致しません');
    expect(screen.getByText('パスワードが一致しません')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('新しいパスワード')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("stays on the page with the server's reason when the password is refused", async () => {
    api.serve('/users/change-password', 'post', failure(400, 'body.password: must differ from the login id', 'ログインIDと同じパスワードは使用できません。'));
    const { store } = renderPage();
    await submit('fresh-pass-1', 'fresh-pass-1');

    expect(await screen.findByText('ログインIDと同じパスワードは使用できません。')).toBeInTheDocument();
    expect(store.getState().session.is_first_login).toBe(true);
    expect(screen.getByRole('button', { name: '変更する' })).toBeInTheDocument();
  });
});

describe('ChangePasswordPage (in app, after the 3-month prompt)', () => {
  it('asks for the current password and sends it with the new one', async () => {
    api.serve('/users/change-password', 'post', { message: 'ok' });
    renderPage(false);
    expect(screen.getByText('現在のパスワードと新しいパスワードを入力してください。')).toBeInTheDocument();
    await submit('fresh-pass-1', 'fresh-pass-1');
    expect(screen.getByText('現在のパスワードを入力してください')).toBeInTheDocument();
    expect(api.requests('post', '/users/change-password')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('現在のパスワード'), 'old-pass-1');
    await userEvent.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(api.requests('post', '/users/change-password')[0].body).toMatchObject({ password: 'fresh-pass-1', current_password: 'old-pass-1' });
  });
});
