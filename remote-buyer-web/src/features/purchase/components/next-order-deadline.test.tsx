import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setRuntimeConfig } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import { PurchaseActions } from './purchase-actions';

let server: Awaited<ReturnType<typeof startTestApiServer>>;
beforeAll(async () => {
  server = await startTestApiServer();
});
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig({ API_TARGET: server.baseUrl }));
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

// The dialog loads lazily; a loaded machine takes a while.
jest.setTimeout(30_000);

const DEADLINE = '次回注文は販売日の前日23:00まで受け付けています。';

function setup() {
  renderWithProviders(
    <Routes>
      <Route
        path="/web"
        element={<PurchaseActions item={makeWebItem({ id: 7, product_name: 'ユリ', YOYAKU_PERMIT_FLG: true })} buyingOpen nextOrderDeadline={DEADLINE} />}
      />
    </Routes>,
    { route: '/web', preloadedState: { session: signedInSession() } },
  );
  return userEvent.setup();
}

describe('the next-order deadline (NEXT_ORDER_DEADLINE)', () => {
  it('is shown in the next-order dialog, not in the buy dialog', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: /^ユリ 次回予約/ }));
    expect(await screen.findByTestId('dialog-notice')).toHaveTextContent(DEADLINE);
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    await user.click(screen.getByRole('button', { name: /^ユリ 購入/ }));
    await screen.findByLabelText('口数');
    expect(screen.queryByTestId('dialog-notice')).not.toBeInTheDocument();
  });

  it('shows the server refusal naming the deadline after closing time', async () => {
    const detail = '販売日2026/06/16の次回注文の受付は2026/06/15 23:00で締め切りました。';
    server.handle = (_req, res) => json(res, 409, { detail, message: 'この操作は現在の状態では行えません。', code: 'next_order_deadline_passed', field: 'id' });
    const user = setup();
    await user.click(screen.getByRole('button', { name: /^ユリ 次回予約/ }));
    await user.type(await screen.findByLabelText('口数'), '1');
    await user.click(screen.getByRole('button', { name: '次回予約' }));
    const ok = await screen.findByRole('button', { name: 'OK' }).catch(() => null);
    if (ok) await user.click(ok);
    expect(await screen.findByText(detail, { exact: false })).toBeInTheDocument();
  });
});
