import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { failure, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { SettingPage } from './setting-page';

const branches = [
  { branch_number: '001', branch_name: '本店', sell_margin_rate: 10, purchase_approval: false },
  { branch_number: '002', branch_name: '駅前店', sell_margin_rate: 12.5, purchase_approval: true },
];

function renderAt(branchNumber: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/setting" element={<SettingPage />} />
      <Route path="/" element={<p>トップ</p>} />
    </Routes>,
    { route: '/setting', preloadedState: { session: signedInSession({ branch_number: branchNumber }) } },
  );
}

const api = setupApiDouble();

describe('SettingPage', () => {
  it('keeps a branch other than 001 out, without asking the server', async () => {
    api.serve('/users/setting', 'get', { branches });
    renderAt('002');
    expect(await screen.findByText('トップ')).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('saves the edited branches with POST /users/setting and says so', async () => {
    let saved = branches;
    api.serve('/users/setting', 'get', () => ({ branches: saved }));
    api.serve('/users/setting', 'post', (req) => {
      saved = (req.body as { branches: typeof branches }).branches.map((b, i) => ({ ...branches[i], ...b }));
      return { branches: saved };
    });
    renderAt('001');
    const rate = await screen.findByRole('textbox', { name: '002 駅前店の販売マージン率（%）' });
    const user = userEvent.setup();
    await user.clear(rate);
    await user.type(rate, '8');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('設定を保存しました')).toBeInTheDocument();
    const post = api.requests('post', '/users/setting').at(0);
    expect(post?.body).toEqual({
      branches: [
        { branch_number: '001', sell_margin_rate: 10, purchase_approval: false },
        { branch_number: '002', sell_margin_rate: 8, purchase_approval: true },
      ],
    });
    expect(await screen.findByRole('button', { name: '変更はありません' })).toBeDisabled();
  });

  it("shows the server's 400 and keeps the input", async () => {
    api.serve('/users/setting', 'get', { branches });
    api.serve('/users/setting', 'post', failure(400, 'branches[0].sell_margin_rate', '販売マージン率は0以上100以下で入力して下さい'));
    renderAt('001');
    const rate = await screen.findByRole('textbox', { name: '001 本店の販売マージン率（%）' });
    const user = userEvent.setup();
    await user.clear(rate);
    await user.type(rate, '30');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.requests('post', '/users/setting').length > 0).toBe(true));
    expect(rate).toHaveValue('30');
    expect(await screen.findByRole('button', { name: '保存する' })).toBeEnabled();
  });
});
