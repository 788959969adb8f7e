import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import type { WebItem } from '../../../web-item/types';
import { QuantityDialog } from './quantity-dialog';

const rates = { taxRate: 10, saleRate: 0 };

function dialog(item: WebItem, mode: 'buy' | 'next-order' = 'buy', serverError: string | null = null) {
  return <QuantityDialog item={item} mode={mode} open rates={rates} serverError={serverError} onClose={() => {}} onSubmit={jest.fn()} />;
}

const lot = makeWebItem({ unit_price: '100', quantity_per_package: 10, max_quantity: 8, remaining_quantity: 5, hasu: 0, bundle_tanka_list: [] });

describe('one number a buyer can buy', () => {
  it('shows the stock as what can be bought when it is below the cap, with no cap above it', () => {
    render(dialog({ ...lot, remaining_quantity: 1 }));
    expect(screen.getByTestId('buyable')).toHaveTextContent('1口');
    expect(screen.getByLabelText('口数')).toHaveAccessibleDescription('最大 1 口');
    expect(screen.queryByText(/最大 8/)).not.toBeInTheDocument();
  });

  it('shows the cap as what can be bought when it binds, and says why', () => {
    render(dialog({ ...lot, remaining_quantity: 20 }));
    expect(screen.getByTestId('buyable')).toHaveTextContent('8口');
    expect(screen.getByLabelText('口数')).toHaveAccessibleDescription('最大 8 口（1回の購入上限）');
  });

  it('explains a next-order limit above the stock: it reserves from the next sale', () => {
    render(dialog({ ...lot, remaining_quantity: 1 }, 'next-order'));
    expect(screen.getByLabelText('口数')).toHaveAccessibleDescription('最大 8 口（次回販売分の予約のため、現在の残数によらず予約できます）');
  });
});

describe('the buy dialog after the stock drops', () => {
  it('re-validates the typed quantity at once when live stock drops under it, disables 購入 and recomputes the total', async () => {
    const user = userEvent.setup();
    const { rerender } = render(dialog(lot));
    await user.type(screen.getByLabelText('口数'), '4');
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('4,400円');
    expect(screen.getByRole('button', { name: '購入' })).toBeEnabled();

    rerender(dialog({ ...lot, remaining_quantity: 2 }));
    expect(await screen.findByText('2口以下で入力してください')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '購入' })).toBeDisabled();
    expect(screen.queryByTestId('estimate-total')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('口数'));
    await user.type(screen.getByLabelText('口数'), '2');
    await waitFor(() => expect(screen.getByRole('button', { name: '購入' })).toBeEnabled());
    expect(screen.queryByText('2口以下で入力してください')).not.toBeInTheDocument();
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('2,200円');
  });

  it('does the same after a refused purchase (409) reloads the lot with less stock', async () => {
    const user = userEvent.setup();
    const { rerender } = render(dialog(lot));
    await user.type(screen.getByLabelText('口数'), '5');
    rerender(dialog({ ...lot, remaining_quantity: 3 }, 'buy', '在庫が不足しています。'));
    expect(screen.getByText('在庫が不足しています。')).toBeInTheDocument();
    expect(await screen.findByText('3口以下で入力してください')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '購入' })).toBeDisabled();
  });
});
