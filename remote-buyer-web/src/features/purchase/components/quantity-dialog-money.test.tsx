import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import type { WebItem } from '../../../web-item/types';
import { QuantityDialog } from './quantity-dialog';

const rates = { taxRate: 10, saleRate: 5 };

function dialog(item: WebItem, rateOverride = rates) {
  return <QuantityDialog item={item} mode="buy" open rates={rateOverride} onClose={() => {}} onSubmit={jest.fn()} />;
}

describe('the amount before committing', () => {
  it('shows a live subtotal as the buyer types: 単価 × 入数 × 口数 + 端数, 手数料, 税, 合計', async () => {
    const user = userEvent.setup();
    render(dialog(makeWebItem({ unit_price: '100', quantity_per_package: 10, max_quantity: 5, remaining_quantity: 5, hasu: 4, bundle_tanka_list: [] })));
    await user.type(screen.getByLabelText('口数'), '2');
    await user.type(screen.getByLabelText('端数（本）'), '3');
    // 23 stems × 100 = 2,300; commission 5 per stem = 115; tax 10 % of 2,415 = 242 (rounded); total 2,657.
    expect(screen.getByTestId('estimate-breakdown')).toHaveTextContent('100円 × 入数10本 × 2口 + 端数3本 = 23本');
    expect(screen.getByTestId('estimate-amount')).toHaveTextContent('2,300円');
    expect(screen.getByTestId('estimate-commission')).toHaveTextContent('115円');
    expect(screen.getByText('手数料（単価の5%を1本ごとに四捨五入）')).toBeInTheDocument();
    expect(screen.getByText('消費税（10%）')).toBeInTheDocument();
    expect(screen.getByTestId('estimate-tax')).toHaveTextContent('242円');
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('2,657円');

    await user.clear(screen.getByLabelText('口数'));
    await user.type(screen.getByLabelText('口数'), '1');
    expect(screen.getByTestId('estimate-amount')).toHaveTextContent('1,300円');
  });

  it('applies the bundle tier the packages reach and says which', async () => {
    const user = userEvent.setup();
    render(
      dialog(
        makeWebItem({
          unit_price: '100',
          quantity_per_package: 10,
          max_quantity: 10,
          remaining_quantity: 10,
          hasu: 0,
          bundle_tanka_list: [{ quantity: 3, bundle_tanka: 90 }],
        }),
      ),
    );
    await user.type(screen.getByLabelText('口数'), '2');
    expect(screen.getByTestId('estimate-tanka')).toHaveTextContent('100円');
    await user.clear(screen.getByLabelText('口数'));
    await user.type(screen.getByLabelText('口数'), '3');
    expect(screen.getByText('3口以上の単価')).toBeInTheDocument();
    expect(screen.getByTestId('estimate-tanka')).toHaveTextContent('90円');
    expect(screen.getByTestId('estimate-amount')).toHaveTextContent('2,700円');
  });

  it("taxes at the server's rate, not a constant", async () => {
    const user = userEvent.setup();
    render(
      dialog(makeWebItem({ unit_price: '100', quantity_per_package: 10, max_quantity: 5, remaining_quantity: 5, bundle_tanka_list: [] }), {
        taxRate: 8,
        saleRate: 0,
      }),
    );
    await user.type(screen.getByLabelText('口数'), '1');
    expect(screen.getByText('消費税（8%）')).toBeInTheDocument();
    expect(screen.getByTestId('estimate-tax')).toHaveTextContent('80円');
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('1,080円');
    expect(screen.queryByTestId('estimate-commission')).not.toBeInTheDocument();
  });

  it('shows the bundle tiers the buyer can reach, none above the cap', () => {
    render(
      dialog(
        makeWebItem({
          max_quantity: 4,
          bundle_tanka_list: [
            { quantity: 3, bundle_tanka: 90 },
            { quantity: 5, bundle_tanka: 80 },
          ],
        }),
      ),
    );
    expect(screen.getByTestId('bundle-tiers')).toHaveTextContent('3口以上 90円');
    expect(screen.getByTestId('bundle-tiers')).not.toHaveTextContent('5口以上');
  });
});

describe('the fee (手数料): its label says how the amount is computed', () => {
  it('rounds per stem as the label says, not 5 % of the subtotal', async () => {
    const user = userEvent.setup();
    render(dialog(makeWebItem({ unit_price: '110', quantity_per_package: 10, max_quantity: 5, remaining_quantity: 5, hasu: 0, bundle_tanka_list: [] })));
    await user.type(screen.getByLabelText('口数'), '2');
    // 110 × 5 % = 5.5 → 6 per stem; 20 stems → 120 (5 % of 2,200 would be 110).
    expect(screen.getByText('手数料（単価の5%を1本ごとに四捨五入）')).toBeInTheDocument();
    expect(screen.getByTestId('estimate-commission')).toHaveTextContent('120円');
  });
});

describe('sold out under the open dialog', () => {
  it('says the lot sold out and takes 購入 away when the live stock reaches 0', () => {
    const item = makeWebItem({ remaining_quantity: 2, hasu: 0 });
    const { rerender } = render(dialog(item));
    expect(screen.getByRole('button', { name: '購入' })).toBeEnabled();
    expect(screen.queryByText('この商品は完売しました')).not.toBeInTheDocument();

    rerender(dialog({ ...item, remaining_quantity: 0, hasu: 0 }));
    expect(screen.getByText('この商品は完売しました')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '購入' })).toBeDisabled();
  });
});
