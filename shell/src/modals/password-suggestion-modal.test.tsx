import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { failure, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { PasswordSuggestionModal } from './password-suggestion-modal';

function renderModal(requiresChange: boolean) {
  return renderWithProviders(
    <>
      <PasswordSuggestionModal />
      <Routes>
        <Route path="/reset-password" element={<p>reset page</p>} />
        <Route path="/change-password" element={<p>change password form</p>} />
        <Route path="*" element={<p>my page</p>} />
      </Routes>
    </>,
    { route: '/mypage', preloadedState: { session: signedInSession({ requires_password_change: requiresChange }) } },
  );
}

describe('PasswordSuggestionModal', () => {
  const api = setupApiDouble();

  it('is not offered when the password is recent', () => {
    renderModal(false);
    expect(screen.queryByRole('button', { name: '今回変更する' })).not.toBeInTheDocument();
  });

  it('今回変更する goes to /reset-password (spec §4)', async () => {
    renderModal(true);
    await userEvent.click(await screen.findByRole('button', { name: '今回変更する' }));
    expect(await screen.findByText('reset page')).toBeInTheDocument();
    expect(screen.queryByText('change password form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '今回変更する' })).not.toBeInTheDocument());
  });

  it('次回変更する posts the skip and clears the flag', async () => {
    api.serve('/users/extends_password', 'post', { message: 'ok' });
    const { store } = renderModal(true);
    await userEvent.click(await screen.findByRole('button', { name: '次回変更する' }));

    await waitFor(() => expect(store.getState().session.requires_password_change).toBe(false));
    const calls = api.requests('post', '/users/extends_password');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.authorization).toBe('Bearer test-token');
    await waitFor(() => expect(screen.queryByRole('button', { name: '次回変更する' })).not.toBeInTheDocument());
    expect(screen.getByText('my page')).toBeInTheDocument();
  });

  it('keeps offering the change when the skip fails', async () => {
    api.serve('/users/extends_password', 'post', failure(500, 'db down', '保存できませんでした'));
    const { store } = renderModal(true);
    await userEvent.click(await screen.findByRole('button', { name: '次回変更する' }));
    expect(await screen.findByText('保存できませんでした')).toBeInTheDocument();
    expect(store.getState().session.requires_password_change).toBe(true);
    expect(screen.getByRole('button', { name: '次回変更する' })).toBeInTheDocument();
  });
});
