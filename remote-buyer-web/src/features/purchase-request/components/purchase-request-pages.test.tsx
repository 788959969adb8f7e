import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, type BranchPurchaseRequestRow } from 'shared';
import { json, renderWithProviders, signedInSession } from 'shared/test';
import { setupTestApiServer, Where } from '../../../../test/api-server';
import { ApprovalPage } from './approval-page';
import { RequestsPage } from './requests-page';

const server = setupTestApiServer();

const row = (over: Partial<BranchPurchaseRequestRow> = {}): BranchPurchaseRequestRow => ({
  request_id: 12,
  status: '承認待ち',
  items: [
    {
      id: 7,
      product_name: 'ガーベラ',
      shipment_provider_name: 'JAあいち豊橋',
      color: '赤',
      specification: '2L',
      quantity_per_package: 10,
      KUCHI_SU: 2,
      HA_SU: 1,
      SO_SU: 21,
      unit_price: 100,
      price: 2100,
      commission: 105,
    },
  ],
  created_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 10 * 60_000 + 5_000).toISOString(),
  decided_at: null,
  comment: '',
  transactionUUID: null,
  branch_number: '002',
  branch_name: '駅前店',
  ...over,
});
const page = (datas: unknown[]) => ({ currentPage: 1, totalPages: 1, per: 50, total: datas.length, isFirstPage: true, isLastPage: true, datas });

describe('the branch requests page', () => {
  it('counts down a pending request and opens the done page once it is approved', async () => {
    let approved = false;
    server.handle = (req, res) => {
      if (req.path.startsWith('/api/v1/users/web/requests')) {
        const {
          branch_number: _n,
          branch_name: _b,
          ...own
        } = row(approved ? { status: '承認済', transactionUUID: '11111111-2222-3333-4444-555555555555' } : {});
        return json(res, 200, page([own]));
      }
      return json(res, 404, {});
    };
    const { store } = renderWithProviders(
      <Routes>
        <Route path="/web/requests" element={<RequestsPage />} />
        <Route path="/web/*" element={<Where />} />
      </Routes>,
      { route: '/web/requests?request_id=12', preloadedState: { session: signedInSession() } },
    );
    expect(await screen.findByTestId('request-countdown')).toHaveTextContent(/承認期限まで 残り10分0[0-5]秒/);
    expect(screen.getByTestId('request-amount')).toHaveTextContent('2,205');
    approved = true;
    // What the market stream's `purchase_request` event does: the request lists reload.
    store.dispatch(api.util.invalidateTags(['PurchaseRequest']));
    expect(await screen.findByTestId('where')).toHaveTextContent('/web/buy/done?transactionUUID=11111111-2222-3333-4444-555555555555');
  });
});

describe('the head branch approval page', () => {
  it('approves after confirmation and rejects with a comment', async () => {
    server.handle = (req, res) => {
      if (req.path.startsWith('/api/v1/users/approval?'))
        return json(res, 200, page([row(), row({ request_id: 13, branch_number: '003', branch_name: '北店' })]));
      if (req.path === '/api/v1/users/approval/12/approve') return json(res, 200, { transactionUUID: '11111111-2222-3333-4444-555555555555' });
      if (req.path === '/api/v1/users/approval/13/reject') return json(res, 200, { message: '購入依頼を却下しました。' });
      return json(res, 404, {});
    };
    renderWithProviders(<ApprovalPage />, { route: '/web/approval', preloadedState: { session: signedInSession() } });
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('request-card');
    expect(within(cards[0]).getByText('枝番002 駅前店')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '依頼番号 12 承認する' }));
    expect(await screen.findByText(/枝番002 駅前店\s*金額（税抜・手数料込） ￥?2,205円?\s*の購入を承認します。よろしいですか？/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/v1/users/approval/12/approve')).toBe(true));

    await waitFor(() => expect(screen.getByRole('button', { name: '依頼番号 13 却下する' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '依頼番号 13 却下する' }));
    await user.type(await screen.findByLabelText('コメント（任意）'), '今日は不要です');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '却下する' }));
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/v1/users/approval/13/reject')).toBe(true));
    expect(JSON.parse(server.requests.find((r) => r.path === '/api/v1/users/approval/13/reject')!.body)).toEqual({ comment: '今日は不要です' });
  });
});
