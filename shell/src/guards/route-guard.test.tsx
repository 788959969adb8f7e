import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, signedInSession } from 'shared/test';
import type { SessionState } from 'shared';
import { RouteGuard } from './route-guard';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function visit(route: string, session: Partial<SessionState> | null) {
  const preloadedState = session === null ? undefined : { session: signedInSession(session) };
  renderWithProviders(
    <RouteGuard>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </RouteGuard>,
    { route, preloadedState },
  );
  return screen.getByTestId('where').textContent;
}

describe('RouteGuard', () => {
  it('shows the page the guard rules allow', () => {
    expect(visit('/mypage', {})).toBe('/mypage');
  });

  it('redirects a signed-out visitor to /login', () => {
    expect(visit('/web', null)).toBe('/login');
  });

  it('redirects a first-login user to /change-password', () => {
    expect(visit('/mypage', { is_first_login: true })).toBe('/change-password');
  });

  it('redirects to the first unread important news', () => {
    expect(visit('/mypage', { news_ids: [12, 13] })).toBe('/news/important/12');
  });

  it('redirects a buyer away from an admin page', () => {
    expect(visit('/admins/news', {})).toBe('/');
  });

  it('redirects branch 002 away from /setting', () => {
    expect(visit('/setting', { branch_number: '002' })).toBe('/');
  });

  it('redirects a buyer without BUY_PERMIT_FLG from /web/cancel to /', () => {
    expect(visit('/web/cancel', { BUY_PERMIT_FLG: false })).toBe('/');
  });

  it('redirects a user who is not on first login from /change-password to /', () => {
    expect(visit('/change-password', {})).toBe('/');
  });

  it('keeps a first-login user on /change-password', () => {
    expect(visit('/change-password', { is_first_login: true })).toBe('/change-password');
  });
});
