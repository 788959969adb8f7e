import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import type { CancellablePurchase } from '../types';
import { CancelPage } from './cancel-page';

const purchase = (overrides: Partial<CancellablePurchase> = {}): CancellablePurchase => ({
  transactionUUID: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
  id: 31,
  web_item_id: 5,
  is_photo_present: false,
  shipment_provider_name: 'JAあいち豊橋',
  product_name: 'バラ サムライ',
  color: '赤',
  specification: '2L',
  remarks: '',
  quantity_per_package: 10,
  quantity: 2,
  unit_price: '120',
  hasu: 0,
  cost: 2400,
  purchased_at: '2026-11-22T01:00:00.000Z',
  deadline: '2026-11-22T01:02:00.000Z',
  remaining_seconds: 95,
  ...overrides,
});

let server: Awaited<ReturnType<typeof startTestApiServer>>;
let list: CancellablePurchase[];
let cancelAnswer: { status: number; body: unknown };

beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (req, res) => {
    if (req.path === '/api/v1/users/cancellable') return json(res, 200, list);
    if (req.path === '/api/v1/users/cancellable/cancel') {
      if (cancelAnswer.status === 200) list = [];
      return json(res, cancelAnswer.status, cancelAnswer.body);
    }
    return json(res, 404, { detail: req.path, message: 'not found' });
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  list = [purchase()];
  setRuntimeConfig({ API_TARGET: server.baseUrl });
});
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

const cancels = () => server.requests.filter((r) => r.path === '/api/v1/users/cancellable/cancel');

async function cancelFirst() {
  renderWithProviders(<CancelPage />, { route: '/web/cancel', preloadedState: { session: signedInSession() } });
  const row = await screen.findByTestId('cancellable-31');
  expect(within(row).getByRole('timer')).toHaveTextContent('残り 1分35秒');
  const user = userEvent.setup();
  await user.click(within(row).getByRole('button', { name: /キャンセルする/ }));
  expect(await screen.findByText(/の購入をキャンセルします。よろしいですか？/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'OK' }));
}

describe('/web/cancel', () => {
  it('cancels after confirmation with transactionUUID, id and an Idempotency-Key, then drops the row', async () => {
    cancelAnswer = { status: 200, body: { transactionUUID: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee', id: 31, web_item_id: 5, remaining_quantity: 7, hasu: 0 } };
    await cancelFirst();
    expect(await screen.findByText('購入をキャンセルしました')).toBeInTheDocument();
    expect(JSON.parse(cancels()[0].body)).toEqual({ transactionUUID: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee', id: 31 });
    expect(cancels()[0].headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('キャンセルできる購入はありません')).toBeInTheDocument();
  });

  it('says why when the server refuses because the window has closed (409)', async () => {
    cancelAnswer = { status: 409, body: { detail: 'cancel window passed', message: 'キャンセル可能期間(購入から120秒)を過ぎたため、キャンセルできません。' } };
    await cancelFirst();
    expect(await screen.findByTestId('cancel-refusal')).toHaveTextContent('キャンセル可能期間(購入から120秒)を過ぎたため、キャンセルできません。');
    await waitFor(() => expect(server.requests.filter((r) => r.path === '/api/v1/users/cancellable').length).toBeGreaterThanOrEqual(2));
  });
});
