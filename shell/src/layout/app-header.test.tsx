import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedInSession } from 'shared/test';
import type { SessionState } from 'shared';
import { AppHeader } from './app-header';

function menuOf(session: Partial<SessionState>) {
  renderWithProviders(<AppHeader />, { preloadedState: { session: signedInSession(session) }, route: '/mypage' });
  return within(screen.getByRole('navigation', { name: 'メニュー' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('AppHeader navigation by role', () => {
  const wide = window.matchMedia;
  afterEach(() => {
    window.matchMedia = wide;
  });

  it('gives a head-branch buyer with purchase permission every buyer menu', () => {
    expect(menuOf({})).toEqual(['マイページ', 'Web販売', '相場情報', '購入履歴', 'お知らせ', '設定']);
  });

  it('hides 設定 from other branches and Web販売 from buyers without BUY_PERMIT_FLG', () => {
    expect(menuOf({ branch_number: '002', BUY_PERMIT_FLG: false })).toEqual(['マイページ', '相場情報', '購入履歴', 'お知らせ']);
  });

  it('gives an administrator the admin menu', () => {
    expect(menuOf({ is_admin: true, branch_number: '' })).toEqual([
      '商品',
      '売買',
      '予約',
      '荷受',
      '商談',
      '品目',
      '出荷者',
      '買参人',
      '時間',
      'リンク',
      'ログ',
      'システムパラメータ',
      'お知らせ',
      'Webニュース',
      'カテゴリー',
      '一斉メール',
    ]);
  });

  it('shows the whole title and, on a line of its own, the signed-in id and branch below 768 px', () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width:767.95px'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    renderWithProviders(<AppHeader />, { preloadedState: { session: signedInSession() }, route: '/mypage' });
    const title = screen.getByText('花き市場 Web販売システム');
    // Never cut with an ellipsis: the id and branch no longer share its line.
    expect(title).not.toHaveStyle({ textOverflow: 'ellipsis' });
    expect(screen.getByTestId('signed-in-as')).toHaveTextContent('1001-001 本店');
    expect(title.parentElement).toContainElement(screen.getByTestId('signed-in-as'));
  });

  it('puts the menu in a drawer below 768 px', async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width:767.95px'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    renderWithProviders(<AppHeader />, { preloadedState: { session: signedInSession() }, route: '/mypage' });
    expect(screen.queryByRole('link', { name: '相場情報' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'メニュー' }));
    expect(await screen.findByRole('link', { name: '相場情報' })).toBeVisible();
  });
});
