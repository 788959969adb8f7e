import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { LinkListPage } from './link-list-page';

// Under a loaded CI machine a refetch or a dialog's 500 ms transition can take longer than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

const api = setupApiDouble();

describe('the admin link list', () => {
  it('shows the links and asks for suspended ones when the switch is on', async () => {
    api.serve('/admins/link', 'get', (request) =>
      pageOf([
        { LINK_CD: 1, LINK_NM: '市況情報', LINK_URL: 'https://example.jp/market', SUSPEND_FLG: false },
        ...(request.query.get('include_suspension_rows') === '1'
          ? [{ LINK_CD: 2, LINK_NM: '旧サイト', LINK_URL: 'https://example.jp/old', SUSPEND_FLG: true }]
          : []),
      ]),
    );
    renderWithProviders(<LinkListPage />, { route: '/admins/master/link', preloadedState: { session: signedInSession({ is_admin: true }) } });
    const table = await screen.findByRole('table', { name: 'リンク' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('switch', { name: '休止中も表示' }));
    expect(await within(table).findByText('旧サイト')).toBeInTheDocument();
  });
});
