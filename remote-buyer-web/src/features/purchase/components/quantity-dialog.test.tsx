import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import { QuantityDialog } from './quantity-dialog';

function setup(mode: 'buy' | 'next-order', overrides: Parameters<typeof makeWebItem>[0] = {}) {
  const onSubmit = jest.fn();
  render(<QuantityDialog item={makeWebItem(overrides)} mode={mode} open onClose={() => {}} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('quantity entry', () => {
  it('sends packages and loose stems within the limits', async () => {
    const { onSubmit, user } = setup('buy', { max_quantity: 3, remaining_quantity: 5, hasu: 4 });
    await user.type(screen.getByLabelText('口数'), '2');
    await user.type(screen.getByLabelText('端数（本）'), '3');
    await user.click(screen.getByRole('button', { name: '購入' }));
    expect(onSubmit).toHaveBeenCalledWith({ KUCHI_SU: 2, HA_SU: 3 });
  });

  // 購入 is disabled while the quantity does not fit, so these cannot even be sent.
  it('refuses more packages than max_quantity', async () => {
    const { onSubmit, user } = setup('buy', { max_quantity: 3, remaining_quantity: 10 });
    await user.type(screen.getByLabelText('口数'), '4');
    expect(await screen.findByText('3口以下で入力してください')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '購入' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses more packages than remain even when max_quantity is higher', async () => {
    const { onSubmit, user } = setup('buy', { max_quantity: 10, remaining_quantity: 2 });
    await user.type(screen.getByLabelText('口数'), '3');
    expect(await screen.findByText('2口以下で入力してください')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '購入' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses more loose stems than hasu', async () => {
    const { onSubmit, user } = setup('buy', { hasu: 4 });
    await user.type(screen.getByLabelText('端数（本）'), '5');
    expect(await screen.findByText('4本以下で入力してください')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '購入' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a quantity when nothing is entered', async () => {
    const { onSubmit, user } = setup('buy');
    await user.click(screen.getByRole('button', { name: '購入' }));
    expect(await screen.findByText('口数または端数を入力してください')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('bounds a next-order reservation by max_quantity only, in whole packages', async () => {
    const { onSubmit, user } = setup('next-order', { max_quantity: 5, remaining_quantity: 0, hasu: 0 });
    expect(screen.queryByLabelText('端数（本）')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('口数'), '5');
    await user.click(screen.getByRole('button', { name: '次回予約' }));
    expect(onSubmit).toHaveBeenCalledWith({ KUCHI_SU: 5, HA_SU: 0 });
  });
});
