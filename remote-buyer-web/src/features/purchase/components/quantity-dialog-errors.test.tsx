import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/test';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import { QuantityDialog } from './quantity-dialog';

// Accessibility: with the app's theme, a quantity error is its field's accessible description, the
// field is marked invalid, and the error sits in the polite live region under the field (where
// the hint was, outside that region).
describe('quantity dialog errors', () => {
  function setup(overrides: Parameters<typeof makeWebItem>[0]) {
    renderWithProviders(<QuantityDialog item={makeWebItem(overrides)} mode="buy" open onClose={() => {}} onSubmit={jest.fn()} />);
    return userEvent.setup();
  }

  it('describes 口数 by its error and announces it', async () => {
    const user = setup({ max_quantity: 3, remaining_quantity: 10 });
    const kuchi = screen.getByLabelText('口数');
    const hint = kuchi.getAttribute('aria-describedby');
    expect(hint).toBeTruthy();
    expect(document.getElementById(hint!)?.querySelector('[role="status"]')).toBeEmptyDOMElement();
    await user.type(kuchi, '4');
    const error = await screen.findByText('3口以下で入力してください');
    expect(kuchi).toHaveAccessibleDescription('3口以下で入力してください');
    expect(kuchi).toHaveAttribute('aria-invalid', 'true');
    expect(error).toHaveAttribute('role', 'status');
  });

  it('describes 端数 by its error and announces it', async () => {
    const user = setup({ hasu: 4 });
    const haSu = screen.getByLabelText('端数（本）');
    await user.type(haSu, '5');
    const error = await screen.findByText('4本以下で入力してください');
    expect(haSu).toHaveAccessibleDescription('4本以下で入力してください');
    expect(haSu).toHaveAttribute('aria-invalid', 'true');
    expect(error).toHaveAttribute('role', 'status');
  });
});
