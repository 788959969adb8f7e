import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/test';
import userEvent from '@testing-library/user-event';
import { emulateViewport } from '../../../../test/emulate-viewport';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import { QuantityDialog } from './quantity-dialog';

/** On a phone, − and + beside 口数 and 端数 step by one within what can be bought. */
function setup() {
  const onSubmit = jest.fn();
  renderWithProviders(
    <QuantityDialog item={makeWebItem({ max_quantity: 2, remaining_quantity: 5, hasu: 1 })} mode="buy" open onClose={() => {}} onSubmit={onSubmit} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('quantity steppers', () => {
  let undo: () => void;
  afterEach(() => undo());

  it('at a phone width step each quantity by one, never past its limits, and buy what they show', async () => {
    undo = emulateViewport('mobile');
    const { onSubmit, user } = setup();
    const more = screen.getByRole('button', { name: '1口増やす' });
    expect(screen.getByRole('button', { name: '1口減らす' })).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(screen.getByLabelText('口数')).toHaveValue(2);
    // 2 is the per-purchase cap: + stops there.
    expect(more).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '1口減らす' }));
    expect(screen.getByLabelText('口数')).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: '1本増やす' }));
    expect(screen.getByRole('button', { name: '1本増やす' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '購入' }));
    expect(onSubmit).toHaveBeenCalledWith({ KUCHI_SU: 1, HA_SU: 1 });
  });

  it('are not shown on a desktop', () => {
    undo = emulateViewport('desktop');
    setup();
    expect(screen.queryByRole('button', { name: '1口増やす' })).not.toBeInTheDocument();
  });
});
