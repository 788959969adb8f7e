import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SESSION_STORAGE_KEY, sessionTimedOut } from 'shared';
import { renderWithProviders, signedInSession } from 'shared/test';
import { SessionTimeoutModal } from './session-timeout-modal';

describe('SessionTimeoutModal', () => {
  it('stays closed until a call answers 401', () => {
    renderWithProviders(<SessionTimeoutModal />, { preloadedState: { session: signedInSession() } });
    expect(screen.queryByText('セッションがタイムアウトしました。再度ログインしてください。')).not.toBeInTheDocument();
  });

  it('shows the spec text and its button clears the session and returns to /login', async () => {
    const { store } = renderWithProviders(
      <>
        <SessionTimeoutModal />
        <Routes>
          <Route path="/login" element={<p>login page</p>} />
          <Route path="*" element={<p>other page</p>} />
        </Routes>
      </>,
      { route: '/mypage', preloadedState: { session: signedInSession() } },
    );
    act(() => {
      store.dispatch(sessionTimedOut());
    });

    expect(await screen.findByText('セッションがタイムアウトしました。再度ログインしてください。')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ログイン画面へ' }));

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.getState().ui.sessionTimeoutOpen).toBe(false);
  });
});
