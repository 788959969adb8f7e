import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { WebCart } from '../../../buyer-types';
import { json, renderWithProviders, signedInSession } from 'shared/test';
import { setupTestApiServer, Where } from '../../../../test/api-server';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import { CartPage } from './cart-page';

const server = setupTestApiServer();

// Two lots: 120 円 × (2口 × 10本 + 3本) and a 5口 tier at 90 円 on the second (5口 × 20本).
const cart: WebCart = {
  items: [
    { id: 7, KUCHI_SU: 2, HA_SU: 3, on_sale: true, item: makeWebItem({ id: 7, product_name: 'ガーベラ', remaining_quantity: 5, hasu: 4, max_quantity: 5 }) },
    {
      id: 9,
      KUCHI_SU: 5,
      HA_SU: 0,
      on_sale: true,
      item: makeWebItem({
        id: 9,
        product_name: 'スプレーマム',
        quantity_per_package: 20,
        unit_price: '100',
        remaining_quantity: 8,
        max_quantity: 10,
        bundle_tanka_list: [{ quantity: 5, bundle_tanka: 90 }],
      }),
    },
  ],
};

function serve(answer: WebCart, buy: (body: string) => [number, unknown] = () => [200, { transactionUUID: '11111111-2222-3333-4444-555555555555' }]) {
  server.handle = (req, res) => {
    if (req.path === '/api/v1/users/web/cart' && req.method === 'GET') return json(res, 200, answer);
    if (req.path === '/api/v1/users/web/cart' && req.method === 'PUT') {
      const items = (JSON.parse(req.body) as { items: { id: number }[] }).items;
      return json(res, 200, { items: answer.items.filter((l) => items.some((i) => i.id === l.id)) });
    }
    if (req.path === '/api/v1/users/web/buy') {
      const [status, body] = buy(req.body);
      return json(res, status, body);
    }
    return json(res, 404, { detail: '見つかりません', message: '見つかりません' });
  };
}

function setup(buyingOpen = true) {
  renderWithProviders(
    <Routes>
      <Route path="/web/cart" element={<CartPage rates={{ taxRate: 10, saleRate: 5 }} buyingOpen={buyingOpen} />} />
      <Route path="/web/*" element={<Where />} />
    </Routes>,
    { route: '/web/cart', preloadedState: { session: signedInSession() } },
  );
  return userEvent.setup();
}

const buys = () => server.requests.filter((r) => r.path === '/api/v1/users/web/buy');

describe('the cart page', () => {
  it('prices every line as the server charges, confirms once and buys every line in one call', async () => {
    serve(cart);
    const user = setup();
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    // 23本 × 120 = 2,760; 100本 at the 5口 tier 90 = 9,000; commission per stem round(120×5%)=6, round(90×5%)=4.5→5.
    expect(within(lines[0]).getByTestId('cart-line-amount')).toHaveTextContent('2,760');
    expect(within(lines[1]).getByTestId('cart-line-amount')).toHaveTextContent('9,000');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('11,760');
    expect(screen.getByTestId('cart-commission')).toHaveTextContent('638'); // 23×6 + 100×5
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('1,240'); // round((11,760 + 638) × 10%) = 1,239.8
    expect(screen.getByTestId('cart-total')).toHaveTextContent('13,638');

    await user.click(screen.getByRole('button', { name: 'まとめて購入' }));
    expect(await screen.findByText(/カートの2件（合計（税込） ￥?13,638円?）/)).toBeInTheDocument();
    expect(buys()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/web/buy/done?transactionUUID=11111111-2222-3333-4444-555555555555');
    expect(buys()).toHaveLength(1);
    expect(JSON.parse(buys()[0].body)).toEqual({
      items: [
        { id: 7, KUCHI_SU: 2, HA_SU: 3 },
        { id: 9, KUCHI_SU: 5, HA_SU: 0 },
      ],
    });
    expect(buys()[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps every line when the purchase is refused and marks the line the server names', async () => {
    serve(cart, () => [
      409,
      {
        detail: '2行目（スプレーマム）：在庫が不足しているため購入できませんでした。',
        message: 'この操作は現在の状態では行えません。',
        code: 'out_of_stock',
        field: 'items[1].KUCHI_SU',
      },
    ]);
    const user = setup();
    await screen.findAllByTestId('cart-line');
    await user.click(screen.getByRole('button', { name: 'まとめて購入' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('cart-error')).toHaveTextContent('2行目（スプレーマム）：在庫が不足');
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]).getByTestId('cart-line-problem')).toHaveTextContent('この行のため購入できませんでした');
    expect(within(lines[0]).queryByTestId('cart-line-problem')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('marks a line that no longer fits or left sale, and does not offer to buy', async () => {
    const short: WebCart = {
      items: [
        { ...cart.items[0], item: { ...cart.items[0].item, remaining_quantity: 1, hasu: 4 } },
        { ...cart.items[1], on_sale: false },
      ],
    };
    serve(short);
    setup();
    const lines = await screen.findAllByTestId('cart-line');
    expect(within(lines[0]).getByTestId('cart-line-problem')).toHaveTextContent('在庫が足りません（現在 1口・端数 4本まで購入できます）');
    expect(within(lines[1]).getByTestId('cart-line-problem')).toHaveTextContent('この商品は現在販売されていないため購入できません');
    expect(screen.getByTestId('cart-blocked')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.getByRole('button', { name: 'まとめて購入' })).toBeDisabled();
  });

  it('changes a quantity and removes a line after confirmation, sending the whole cart', async () => {
    serve(cart);
    const user = setup();
    const lines = await screen.findAllByTestId('cart-line');
    const packages = within(lines[0]).getByLabelText('ガーベラ 口数（JAあいち豊橋・赤・2L）');
    await user.clear(packages);
    await user.type(packages, '4');
    await user.click(within(lines[0]).getByRole('button', { name: '数量を変更' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(JSON.parse(server.requests.filter((r) => r.method === 'PUT')[0].body)).toEqual({
      items: [
        { id: 7, KUCHI_SU: 4, HA_SU: 3 },
        { id: 9, KUCHI_SU: 5, HA_SU: 0 },
      ],
    });
    const remove = within(screen.getAllByTestId('cart-line')[1]).getByRole('button', { name: /スプレーマム 削除/ });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(await screen.findByText(/スプレーマム\s*をカートから削除します。よろしいですか？/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(JSON.parse(server.requests.filter((r) => r.method === 'PUT')[1].body).items.map((l: { id: number }) => l.id)).toEqual([7]);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
  });
});
