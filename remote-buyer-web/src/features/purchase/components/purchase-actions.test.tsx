import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { json, renderWithProviders, signedInSession } from 'shared/test';
import { setupTestApiServer, Where } from '../../../../test/api-server';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import type { WebItem } from '../../../web-item/types';
import { PurchaseActions } from './purchase-actions';

const server = setupTestApiServer();

function setup(item: WebItem, buyingOpen = true, approvalRequired = false) {
  renderWithProviders(
    <Routes>
      <Route path="/web" element={<PurchaseActions item={item} buyingOpen={buyingOpen} approvalRequired={approvalRequired} />} />
      <Route path="/web/*" element={<Where />} />
    </Routes>,
    { route: '/web', preloadedState: { session: signedInSession() } },
  );
  return userEvent.setup();
}

const buys = () => server.requests.filter((r) => r.path === '/api/v1/users/web/buy');

async function enterAndConfirm(user: ReturnType<typeof userEvent.setup>, packages: string) {
  await user.click(screen.getByRole('button', { name: / 購入（/ }));
  await user.type(await screen.findByLabelText('口数'), packages);
  await user.click(screen.getByRole('button', { name: '購入' }));
  await user.click(await screen.findByRole('button', { name: 'OK' }));
}

describe('buying a lot', () => {
  it('asks for confirmation, buys with an Idempotency-Key and opens the done page', async () => {
    server.handle = (_req, res) => json(res, 200, { transactionUUID: '11111111-2222-3333-4444-555555555555' });
    const user = setup(makeWebItem({ id: 5, product_name: 'ガーベラ', remaining_quantity: 4 }));
    await user.click(screen.getByRole('button', { name: /^ガーベラ 購入/ }));
    await user.type(await screen.findByLabelText('口数'), '2');
    await user.click(screen.getByRole('button', { name: '購入' }));
    expect(await screen.findByText(/ガーベラ\s*口数 2 ／ 端数 0本\s*を購入します。よろしいですか？/)).toBeInTheDocument();
    expect(buys()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/web/buy/done?transactionUUID=11111111-2222-3333-4444-555555555555');
    expect(JSON.parse(buys()[0].body)).toEqual({ items: [{ id: 5, KUCHI_SU: 2, HA_SU: 0 }] });
    expect(buys()[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('buys nothing when the buyer cancels the confirm dialog', async () => {
    const user = setup(makeWebItem({ product_name: 'ガーベラ' }));
    await user.click(screen.getByRole('button', { name: /^ガーベラ 購入/ }));
    await user.type(await screen.findByLabelText('口数'), '1');
    await user.click(screen.getByRole('button', { name: '購入' }));
    await user.click(await screen.findByRole('button', { name: 'キャンセル' }));
    expect(buys()).toHaveLength(0);
  });

  it('shows why the server refused (409) in the dialog and sends a retry with the same key after a lost answer', async () => {
    let calls = 0;
    server.handle = (req, res) => {
      calls += 1;
      // The first answer is lost on the way back (the server may have bought).
      if (calls === 1) return void res.destroy();
      void req;
      json(res, 409, { detail: 'items[0]: stock', message: '在庫が不足しているため購入できませんでした。残数をご確認ください。' });
    };
    const user = setup(makeWebItem({ product_name: 'ガーベラ' }));
    await enterAndConfirm(user, '1');
    await waitFor(() => expect(buys()).toHaveLength(1));
    // The quantity dialog is still open once the confirm dialog has faded out.
    await user.click(await screen.findByRole('button', { name: '購入' }, { timeout: 3000 }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('在庫が不足しているため購入できませんでした。');
    expect(buys()[1].headers['idempotency-key']).toBe(buys()[0].headers['idempotency-key']);
  });

  it('puts 購入 and 次回予約 side by side, wrapping (never squeezing a label) where the 操作 column is narrow', () => {
    setup(makeWebItem({ YOYAKU_PERMIT_FLG: true }));
    const buy = screen.getByRole('button', { name: / 購入（/ });
    const next = screen.getByRole('button', { name: / 次回予約（/ });
    expect(buy.parentElement).toBe(next.parentElement);
    // One row on a phone and from the desktop width; between them the 操作 column wraps them (media
    // queries: e2e buyer-web-overflow checks the layout at 390, 768 and 1280 px).
    expect(buy.parentElement).toHaveStyle({ display: 'flex', flexDirection: 'row' });
    expect(buy).toHaveStyle({ whiteSpace: 'nowrap', minWidth: '0' });
  });

  it('offers 次回予約 only where YOYAKU_PERMIT_FLG allows it', () => {
    setup(makeWebItem({ product_name: 'ユリ', YOYAKU_PERMIT_FLG: false }));
    expect(screen.queryByRole('button', { name: /^ユリ 次回予約/ })).not.toBeInTheDocument();
  });

  it('offers 次回予約 on a sold-out lot that allows reservations, and no purchase', () => {
    setup(makeWebItem({ product_name: 'ユリ', YOYAKU_PERMIT_FLG: true, remaining_quantity: 0, hasu: 0 }));
    expect(screen.getByRole('button', { name: /^ユリ 次回予約/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^ユリ 購入/ })).toBeDisabled();
  });

  it('does not offer buying a lot whose price is 未定', () => {
    setup(makeWebItem({ product_name: 'ユリ', unit_price: '0' }));
    expect(screen.getByRole('button', { name: /^ユリ 購入/ })).toBeDisabled();
  });

  it('does not offer buying or reserving outside web hours (the server refuses both)', () => {
    setup(makeWebItem({ product_name: 'ユリ', YOYAKU_PERMIT_FLG: true }), false);
    expect(screen.getByRole('button', { name: /^ユリ 購入/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^ユリ 次回予約/ })).toBeDisabled();
  });
});

describe("a branch whose purchases need the head branch's approval", () => {
  it('cannot open 購入 but can still place a next order', async () => {
    const user = setup(makeWebItem({ product_name: 'ガーベラ', YOYAKU_PERMIT_FLG: true }), true, true);
    const buyButton = screen.getByRole('button', { name: /^ガーベラ 購入/ });
    expect(buyButton).toBeDisabled();
    expect(buyButton).toHaveAttribute(
      'title',
      'この枝番のWeb購入には本店の承認が必要です。「カートに入れる」から商品を選び、カートで購入依頼を送信してください。',
    );
    const next = screen.getByRole('button', { name: /^ガーベラ 次回予約/ });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByLabelText('口数')).toBeInTheDocument();
    expect(buys()).toHaveLength(0);
  });
});

describe('putting a lot into the cart', () => {
  function setupCart(item: WebItem, onAddToCart: (line: { id: number; KUCHI_SU: number; HA_SU: number }) => Promise<string | null>) {
    renderWithProviders(<PurchaseActions item={item} buyingOpen={false} approvalRequired onAddToCart={onAddToCart} />, {
      route: '/web',
      preloadedState: { session: signedInSession() },
    });
    return userEvent.setup();
  }

  it('takes a quantity with the buy dialog rules, even outside hours or under approval, and buys nothing', async () => {
    const added = jest.fn(async () => null);
    const user = setupCart(makeWebItem({ id: 5, product_name: 'ガーベラ', remaining_quantity: 4, max_quantity: 3, hasu: 2 }), added);
    expect(screen.getByRole('button', { name: /^ガーベラ 購入/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^ガーベラ カートに入れる/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('口数'), '4');
    expect(await within(dialog).findByText('3口以下で入力してください')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'カートに入れる' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('口数'));
    await user.type(within(dialog).getByLabelText('口数'), '2');
    await user.type(within(dialog).getByLabelText('端数（本）'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'カートに入れる' }));
    await waitFor(() => expect(added).toHaveBeenCalledWith({ id: 5, KUCHI_SU: 2, HA_SU: 1 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(buys()).toHaveLength(0);
  });

  it('keeps the dialog open with the server refusal', async () => {
    const user = setupCart(makeWebItem({ id: 6, product_name: 'バラ', remaining_quantity: 4 }), async () => 'この商品の購入上限は1口です。');
    await user.click(screen.getByRole('button', { name: /^バラ カートに入れる/ }));
    await user.type(await screen.findByLabelText('口数'), '2');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('この商品の購入上限は1口です。');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
