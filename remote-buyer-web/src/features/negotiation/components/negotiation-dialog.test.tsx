import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/test';
import { emulateViewport } from '../../../../test/emulate-viewport';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import { NegotiationDialog } from './negotiation-dialog';

function setup(item = makeWebItem({ id: 7, discount_details: ['10口以上で5%引き'] }), onSend = jest.fn().mockResolvedValue({}), fakeTimers = false) {
  const onClose = jest.fn();
  renderWithProviders(<NegotiationDialog item={item} open onClose={onClose} onSend={onSend} />);
  // Under fake timers user-event must move jest's clock for its own small waits.
  return { onSend, onClose, user: userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}) };
}

describe('negotiation dialog (spec §2, §4, §5)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the product as a table with its discount tooltip', () => {
    setup();
    expect(screen.getByTestId('item-summary-table')).toHaveTextContent('バラ ローテローゼ');
    expect(screen.getByText('割引')).toBeInTheDocument();
  });

  it('shows the product as a list with its discount tooltip on a phone', () => {
    const undo = emulateViewport('mobile');
    try {
      setup();
      expect(screen.getByTestId('item-summary-list')).toHaveTextContent('バラ ローテローゼ');
      expect(screen.queryByTestId('item-summary-table')).not.toBeInTheDocument();
      expect(screen.getByText('割引')).toBeInTheDocument();
    } finally {
      undo();
    }
  });

  it('says 口数と単価を入力してください when the price is missing, and sends nothing', async () => {
    const { onSend, user } = setup();
    await user.type(screen.getByLabelText('希望口数'), '3');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^口数と単価を入力してください$/);
    expect(onSend).not.toHaveBeenCalled();
    // Accessibility: the message describes both fields; the empty one is marked invalid.
    expect(screen.getByLabelText('希望単価')).toHaveAccessibleDescription('口数と単価を入力してください');
    expect(screen.getByLabelText('希望単価')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('希望口数')).toHaveAccessibleDescription('口数と単価を入力してください');
  });

  it('says 口数と単価を入力してください when the quantity is missing', async () => {
    const { onSend, user } = setup();
    await user.type(screen.getByLabelText('希望単価'), '80');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^口数と単価を入力してください$/);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses a negative price', async () => {
    const { onSend, user } = setup();
    await user.type(screen.getByLabelText('希望口数'), '3');
    await user.type(screen.getByLabelText('希望単価'), '-5');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('0以上');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says 商品が選択されていません when there is no product', async () => {
    const { onSend, user } = setup(null as never);
    await user.type(screen.getByLabelText('希望口数'), '3');
    await user.type(screen.getByLabelText('希望単価'), '80');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^商品が選択されていません$/);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends id, KUCHI_SU, TANKA, BIKO, shows 商談要件が送信されました。, resets the form and closes the dialog 1 s later', async () => {
    jest.useFakeTimers();
    const { onSend, onClose, user } = setup(undefined, undefined, true);
    await user.type(screen.getByLabelText('希望口数'), '3');
    await user.type(screen.getByLabelText('希望単価'), '80');
    await user.type(screen.getByLabelText('備考'), '午前着希望');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(onSend).toHaveBeenCalledWith({ id: 7, KUCHI_SU: 3, TANKA: 80, BIKO: '午前着希望' });
    // No find*/waitFor here: under fake timers they move the clock themselves. The async advance
    // lets the send's promise settle between timers (on Node 24 one microtask turn is not enough).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(900);
    });
    expect(screen.getByText('商談要件が送信されました。')).toBeInTheDocument();
    expect(screen.getByLabelText('希望口数')).toHaveValue(3);
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByLabelText('希望口数')).toHaveValue(null);
    expect(screen.getByLabelText('希望単価')).toHaveValue(null);
    expect(screen.getByLabelText('備考')).toHaveValue('');
  });

  it('keeps what was typed and shows no success toast when the server refuses', async () => {
    const { user } = setup(undefined, jest.fn().mockRejectedValue(new Error('409')));
    await user.type(screen.getByLabelText('希望口数'), '3');
    await user.type(screen.getByLabelText('希望単価'), '80');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(screen.queryByText('商談要件が送信されました。')).not.toBeInTheDocument();
    expect(screen.getByLabelText('希望口数')).toHaveValue(3);
  });
});
