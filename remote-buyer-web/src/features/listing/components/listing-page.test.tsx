import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { makeStore, setRuntimeConfig, startMarketStream } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import type { WebItem } from '../../../web-item/types';
import type { WebFilterOptions } from '../types';
import { ListingPage } from './listing-page';

/** Stands in for the browser's EventSource: tests push `stock` events by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  /** The store that was being rendered when the stream opened. */
  owner = currentStore;
  readyState = 1;
  listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  push(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent);
  }
  close() {
    this.readyState = 2;
  }
}

const filters = (overrides: Partial<WebFilterOptions> = {}): WebFilterOptions => ({
  item_names: ['バラ', 'キク'],
  sale_dates: ['2026/11/22'],
  color_groups: ['赤系', '白系'],
  shippers: ['JAあいち豊橋'],
  varieties: [{ name: 'ローテローゼ', reading: 'ろーてろーぜ' }],
  colors: ['赤'],
  open_hours: [{ value: 12, label: '12時以降' }],
  is_web_open: true,
  is_recommended: true,
  notice: '',
  web_hours: { START_TIME: '00:00', END_TIME: '23:59', is_open: true, opens_at: null, opens_at_label: null, message: null },
  purchase_approval_required: false,
  sell_margin_rate: 0,
  tax_rate: 10,
  next_order_deadline: { time: '23:00', message: '次回注文は販売日の前日23:00まで受け付けています。' },
  sale_rate: 0,
  ...overrides,
});

const envelope = (datas: WebItem[]) => ({ currentPage: 1, totalPages: 1, per: 50, total: datas.length, isFirstPage: true, isLastPage: true, datas });

let server: Awaited<ReturnType<typeof startTestApiServer>>;
/** `filterQueue` answers GET /users/web first, one answer per read, then `filters`. */
let answers: { filters: WebFilterOptions; filterQueue?: WebFilterOptions[]; items: WebItem[] };

beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (req, res) => {
    const path = req.path.split('?')[0];
    if (path === '/api/v1/users/web') return json(res, 200, answers.filterQueue?.shift() ?? answers.filters);
    if (path === '/api/v1/users/web/detail') return json(res, 200, envelope(answers.items));
    if (path === '/api/v1/users/web/news') return json(res, 200, []);
    if (path === '/api/v1/users/web/stream/ticket') return json(res, 200, { ticket: 'ticket-1', expires_in: 30 });
    return json(res, 404, { detail: path, message: 'not found' });
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  setRuntimeConfig({ API_TARGET: server.baseUrl });
  answers = { filters: filters(), items: [makeWebItem({ id: 11, product_name: 'バラ サムライ', remaining_quantity: 2, hasu: 0 })] };
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  setRuntimeConfig({ API_TARGET: 'MOCK' });
});

let currentStore: unknown = null;
const streamsOf = (store: unknown) => FakeEventSource.instances.filter((s) => s.owner === store && s.readyState !== 2);

const detailRequests = () => server.requests.filter((r) => r.path.startsWith('/api/v1/users/web/detail'));
const render = (route: string) => {
  const store = makeStore({ session: signedInSession({ token: 'tok-1' }) });
  currentStore = store;
  return renderWithProviders(<ListingPage renderActions={(item, open) => <button disabled={!open}>{`${item.product_name}を購入`}</button>} />, {
    route,
    store,
  });
};

/** Shows the address the listing wrote (its filters live there). */
function LocationProbe() {
  return <output data-testid="location-search">{useLocation().search}</output>;
}

describe('listing page', () => {
  it('asks GET /users/web/detail for the filters and page written in the address', async () => {
    render('/web?item_names=バラ&item_names=キク&is_recommended=1&page=2');
    expect(await screen.findByText('バラ サムライ')).toBeInTheDocument();
    const query = new URL(detailRequests()[0].path, 'http://x').searchParams;
    expect(query.getAll('item_names')).toEqual(['バラ', 'キク']);
    expect(query.get('is_recommended')).toBe('1');
    expect(query.get('page')).toBe('2');
    expect(query.get('per')).toBe('50');
  });

  it('keeps お気に入りのみ in the address and asks for favorites=1; a favourite lot is marked', async () => {
    answers.items = [
      makeWebItem({ id: 11, product_name: 'バラ サムライ', is_favorite: true }),
      makeWebItem({ id: 12, product_name: 'キク 神馬', is_favorite: false }),
    ];
    renderWithProviders(
      <>
        <ListingPage />
        <LocationProbe />
      </>,
      { route: '/web?page=2', store: makeStore({ session: signedInSession({ token: 'tok-1' }) }) },
    );
    const address = () => new URLSearchParams(screen.getByTestId('location-search').textContent ?? '');
    expect(within(await screen.findByTestId('web-item-11')).getByTestId('favorite-mark')).toHaveTextContent('★お気に入り');
    expect(within(screen.getByTestId('web-item-12')).queryByTestId('favorite-mark')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('お気に入りのみ'));
    await waitFor(() => expect(detailRequests()).toHaveLength(2));
    const query = new URL(detailRequests()[1].path, 'http://x').searchParams;
    expect(query.get('favorites')).toBe('1');
    expect(query.get('page')).toBe('1');
    await waitFor(() => expect(address().get('favorites')).toBe('1'));
    // Unchecked, it leaves the address (the default is every lot).
    await userEvent.click(screen.getByLabelText('お気に入りのみ'));
    await waitFor(() => expect(address().has('favorites')).toBe(false));
  });

  it('reads お気に入りのみ from the address it is opened with', async () => {
    render('/web?favorites=1');
    await screen.findByText('バラ サムライ');
    expect(screen.getByLabelText('お気に入りのみ')).toBeChecked();
    expect(new URL(detailRequests()[0].path, 'http://x').searchParams.get('favorites')).toBe('1');
  });

  it('goes back to page 1 when a filter changes', async () => {
    render('/web?page=3');
    await screen.findByText('バラ サムライ');
    await userEvent.click(screen.getByLabelText('おすすめのみ'));
    await waitFor(() => expect(detailRequests()).toHaveLength(2));
    const query = new URL(detailRequests()[1].path, 'http://x').searchParams;
    expect(query.get('is_recommended')).toBe('1');
    expect(query.get('page')).toBe('1');
  });

  it('shows 完売 when the stock stream reports the lot sold out, without reloading the listing', async () => {
    const { store } = render('/web');
    // The shell opens the store's one market stream on every signed-in page.
    const stop = startMarketStream(store);
    try {
      const row = await screen.findByTestId('web-item-11');
      expect(within(row).queryByText('完売')).not.toBeInTheDocument();
      await waitFor(() => expect(streamsOf(store)).toHaveLength(1));
      expect(streamsOf(store)[0].url).toBe(`${server.baseUrl}/users/web/stream?ticket=ticket-1`);
      act(() => streamsOf(store)[0].push('stock', { id: 11, remaining_quantity: 0, hasu: 0 }));
      // The store batches this notification to the next animation frame, hence find*.
      expect(await within(screen.getByTestId('web-item-11')).findByText('完売')).toBeInTheDocument();
      expect(detailRequests()).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('opens no stream of its own: every cached listing page follows the store’s one stream', async () => {
    const { store } = render('/web');
    await screen.findByText('バラ サムライ');
    await userEvent.click(screen.getByLabelText('おすすめのみ'));
    await waitFor(() => expect(detailRequests()).toHaveLength(2));
    await screen.findByText('バラ サムライ');
    expect(streamsOf(store)).toHaveLength(0);
    const stop = startMarketStream(store);
    try {
      await waitFor(() => expect(streamsOf(store)).toHaveLength(1));
      act(() => streamsOf(store)[0].push('stock', { id: 11, remaining_quantity: 0, hasu: 0 }));
      expect(await within(screen.getByTestId('web-item-11')).findByText('完売')).toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('says when buying opens outside the web hours and keeps buying closed', async () => {
    answers.filters = filters({
      web_hours: { START_TIME: '09:00', END_TIME: '17:00', is_open: false, opens_at: '2026-11-23T00:00:00.000Z', opens_at_label: '明日09:00', message: null },
    });
    render('/web');
    expect(await screen.findByTestId('web-hours-notice')).toHaveTextContent('明日09:00から購入できます。');
    expect(await screen.findByRole('button', { name: 'バラ サムライを購入' })).toBeDisabled();
  });

  it('opens buying at opening time without a reload', async () => {
    const closed = filters({
      web_hours: {
        START_TIME: '12:00',
        END_TIME: '18:00',
        is_open: false,
        // Far enough ahead that a slow render still sees it closed first.
        opens_at: new Date(Date.now() + 6000).toISOString(),
        opens_at_label: '本日12:00',
        message: null,
      },
    });
    answers.filterQueue = [closed];
    render('/web');
    expect(await screen.findByRole('button', { name: 'バラ サムライを購入' })).toBeDisabled();
    expect(screen.getByTestId('web-hours-notice')).toHaveTextContent('本日12:00から購入できます。');
    await waitFor(() => expect(screen.getByRole('button', { name: 'バラ サムライを購入' })).toBeEnabled(), { timeout: 20_000 });
    expect(screen.queryByTestId('web-hours-notice')).not.toBeInTheDocument();
  });

  it('says so when no lot matches the filters', async () => {
    answers.items = [];
    render('/web?colors=青');
    expect(await screen.findByText('条件に合う商品がありません')).toBeInTheDocument();
  });
});

describe('branch settings from the head branch', () => {
  const renderWithApproval = (route: string) => {
    const store = makeStore({ session: signedInSession({ token: 'tok-1' }) });
    currentStore = store;
    return renderWithProviders(
      <ListingPage
        renderActions={(item, open, approvalRequired) => (
          <>
            <button disabled={!open || approvalRequired}>{`${item.product_name}を購入`}</button>
            <button disabled={!open}>{`${item.product_name}を次回予約`}</button>
          </>
        )}
      />,
      { route, store },
    );
  };

  it('tells a branch that needs approval why it cannot buy, and turns off only 購入', async () => {
    answers.filters = filters({ purchase_approval_required: true });
    renderWithApproval('/web');
    expect(await screen.findByTestId('purchase-approval-notice')).toHaveTextContent(
      'この枝番のWeb購入には本店の承認が必要です。「カートに入れる」から商品を選び、カートで購入依頼を送信してください。',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'バラ サムライを購入' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'バラ サムライを次回予約' })).toBeEnabled();
  });

  it('shows no approval notice and lets a branch without the rule buy', async () => {
    renderWithApproval('/web');
    expect(await screen.findByRole('button', { name: 'バラ サムライを購入' })).toBeEnabled();
    expect(screen.queryByTestId('purchase-approval-notice')).not.toBeInTheDocument();
  });

  it('shows 販売目安 under the price only when the branch has a margin', async () => {
    answers.items = [makeWebItem({ id: 11, product_name: 'バラ サムライ', unit_price: '1000', sell_price: 1365 })];
    answers.filters = filters({ sell_margin_rate: 30 });
    renderWithApproval('/web');
    const row = await screen.findByTestId('web-item-11');
    await waitFor(() => expect(within(row).getByTestId('sell-price')).toHaveTextContent('販売目安 1,365円'));
  });

  it('hides 販売目安 when the margin is 0', async () => {
    answers.items = [makeWebItem({ id: 11, product_name: 'バラ サムライ', sell_price: 120 })];
    answers.filters = filters({ sell_margin_rate: 0 });
    renderWithApproval('/web');
    const row = await screen.findByTestId('web-item-11');
    await waitFor(() => expect(screen.getByRole('button', { name: 'バラ サムライを購入' })).toBeEnabled());
    expect(within(row).queryByTestId('sell-price')).not.toBeInTheDocument();
  });
});
