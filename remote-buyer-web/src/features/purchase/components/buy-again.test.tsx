import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { json, renderWithProviders, signedInSession } from 'shared/test';
import { setupTestApiServer, Where } from '../../../../test/api-server';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import type { WebItem } from '../../../web-item/types';
import { PurchaseActions } from './purchase-actions';

/** もう一度買う: the one lot found opens its buy dialog with last time's quantity, and buys it. */
const server = setupTestApiServer();

function setup(item: WebItem, openAtOnce: boolean) {
  renderWithProviders(
    <Routes>
      <Route path="/web" element={<PurchaseActions item={item} buyingOpen initialQuantity={{ KUCHI_SU: 2, HA_SU: 3 }} openAtOnce={openAtOnce} />} />
      <Route path="/web/*" element={<Where />} />
    </Routes>,
    { route: '/web', preloadedState: { session: signedInSession() } },
  );
  return userEvent.setup();
}

describe('buy again', () => {
  it('opens the buy dialog by itself with last time’s quantity, and buys exactly that', async () => {
    server.handle = (_req, res) => json(res, 200, { transactionUUID: '11111111-2222-3333-4444-555555555555' });
    const user = setup(makeWebItem({ id: 5, product_name: 'ガーベラ', remaining_quantity: 4, hasu: 5, max_quantity: 10 }), true);
    expect(await screen.findByLabelText('口数')).toHaveValue(2);
    expect(screen.getByLabelText('端数（本）')).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: '購入' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/web/buy/done');
    const buy = server.requests.find((r) => r.path === '/api/v1/users/web/buy');
    expect(JSON.parse(buy!.body)).toEqual({ items: [{ id: 5, KUCHI_SU: 2, HA_SU: 3 }] });
  });

  it('does not open by itself for a lot that cannot be bought, nor when several lots were found', async () => {
    setup(makeWebItem({ id: 6, product_name: 'ガーベラ', remaining_quantity: 0, hasu: 0 }), true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with several lots found, 購入 opens the dialog with last time’s quantity', async () => {
    const user = setup(makeWebItem({ id: 7, product_name: 'ガーベラ', remaining_quantity: 4, hasu: 5 }), false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^ガーベラ 購入/ }));
    expect(await screen.findByLabelText('口数')).toHaveValue(2);
  });
});
