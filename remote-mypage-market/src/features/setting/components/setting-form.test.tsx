import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingForm } from './setting-form';
import type { SettingBranch } from '../types';

const branches: SettingBranch[] = [
  { branch_number: '001', branch_name: '本店', sell_margin_rate: 10, purchase_approval: false },
  { branch_number: '002', branch_name: '駅前店', sell_margin_rate: 12.5, purchase_approval: true },
];

const rateOf = (label: string) => screen.getByRole('textbox', { name: `${label}の販売マージン率（%）` });

async function typeRate(label: string, text: string) {
  const user = userEvent.setup();
  const input = rateOf(label);
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
  return user;
}

describe('SettingForm', () => {
  it('shows every branch with its margin rate and approval', () => {
    render(<SettingForm branches={branches} onSave={jest.fn()} />);
    expect(rateOf('001 本店')).toHaveValue('10');
    expect(rateOf('002 駅前店')).toHaveValue('12.5');
    expect(screen.getByRole('switch', { name: '002 駅前店の購入承認' })).toBeChecked();
    // The head branch approves: it is not offered approval of itself.
    expect(screen.queryByRole('switch', { name: '001 本店の購入承認' })).not.toBeInTheDocument();
    expect(screen.getByText('承認不要（本店は承認する側のため設定できません）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '変更はありません' })).toBeDisabled();
  });

  it.each([
    ['', '販売マージン率を入力して下さい'],
    ['abc', '販売マージン率は数値で入力して下さい'],
    ['-1', '販売マージン率は0以上100以下で入力して下さい'],
    ['100.5', '販売マージン率は0以上100以下で入力して下さい'],
    ['12.345', '販売マージン率は小数第2位までで入力して下さい'],
  ])('rejects %j with %s and does not save', async (text, message) => {
    const onSave = jest.fn();
    render(<SettingForm branches={branches} onSave={onSave} />);
    const user = await typeRate('002 駅前店', text);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(rateOf('002 駅前店')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('入力内容に誤りがあります');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves rates as numbers with the approvals, then has nothing left to save', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    render(<SettingForm branches={branches} onSave={onSave} />);
    const user = await typeRate('001 本店', '15.25');
    await user.click(screen.getByRole('switch', { name: '002 駅前店の購入承認' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        { branch_number: '001', branch_name: '本店', sell_margin_rate: 15.25, purchase_approval: false },
        { branch_number: '002', branch_name: '駅前店', sell_margin_rate: 12.5, purchase_approval: false },
      ]),
    );
    expect(await screen.findByRole('button', { name: '変更はありません' })).toBeDisabled();
  });

  it('accepts the bounds 0 and 100', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    render(<SettingForm branches={branches} onSave={onSave} />);
    await typeRate('001 本店', '0');
    const user = await typeRate('002 駅前店', '100');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0].map((b: SettingBranch) => b.sell_margin_rate)).toEqual([0, 100]);
  });

  it("keeps the buyer's input when the save fails", async () => {
    const onSave = jest.fn().mockRejectedValue(new Error('500'));
    render(<SettingForm branches={branches} onSave={onSave} />);
    const user = await typeRate('001 本店', '20');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(rateOf('001 本店')).toHaveValue('20');
    expect(screen.getByRole('button', { name: '保存する' })).toBeEnabled();
  });

  it('lists each branch under its name on a phone, with the same fields', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      render(<SettingForm branches={branches} onSave={jest.fn()} />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['001 本店', '002 駅前店']);
      expect(rateOf('002 駅前店')).toHaveValue('12.5');
      await typeRate('002 駅前店', '101');
      expect(await screen.findByText('販売マージン率は0以上100以下で入力して下さい')).toBeInTheDocument();
    } finally {
      window.matchMedia = desktop;
    }
  });
});
