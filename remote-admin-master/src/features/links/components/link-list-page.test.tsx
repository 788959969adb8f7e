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

describe('changing links', () => {
  const rows = [{ LINK_CD: 1, LINK_NM: '市況情報', LINK_URL: 'https://example.jp/market', SUSPEND_FLG: false }];
  const renderPage = async () => {
    api.serve('/admins/link', 'get', pageOf(rows));
    renderWithProviders(<LinkListPage />, { route: '/admins/master/link', preloadedState: { session: signedInSession({ is_admin: true }) } });
    return screen.findByRole('table', { name: 'リンク' });
  };

  it('saves the 休止 switch at once and says 休止フラグを更新しました。', async () => {
    api.serve('/admins/link/{LINK_CD}', 'put', (req) => ({ ...rows[0], SUSPEND_FLG: true, LINK_CD: Number(req.params.LINK_CD) }));
    await renderPage();
    await userEvent.click(screen.getByRole('switch', { name: '休止 市況情報' }));
    expect(await screen.findByText('休止フラグを更新しました。')).toBeInTheDocument();
    expect(api.requests('put', '/admins/link/{LINK_CD}')[0].body).toEqual({ LINK_CD: 1, SUSPEND_FLG: true });
  });

  it('edits a link in the modal and says リンクを更新しました。', async () => {
    api.serve('/admins/link/{LINK_CD}', 'put', rows[0]);
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /編集/ }));
    const name = await screen.findByRole('textbox', { name: /リンク名/ });
    await user.clear(name);
    await user.type(name, '市況');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('リンクを更新しました。')).toBeInTheDocument();
    expect(api.requests('put', '/admins/link/{LINK_CD}')[0].body).toMatchObject({ LINK_CD: 1, LINK_NM: '市況', LINK_URL: 'https://example.jp/market' });
  }, 20_000);

  it('deletes a link after 本当に削除しますか？', async () => {
    api.serve('/admins/link/delete/{LINK_CD}', 'delete', { message: 'ok' });
    const table = await renderPage();
    await userEvent.click(within(table).getByRole('button', { name: /削除/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('リンクを削除しました。')).toBeInTheDocument();
    expect(api.requests('delete', '/admins/link/delete/{LINK_CD}')[0].params.LINK_CD).toBe('1');
  }, 20_000);
});
