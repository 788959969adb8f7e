import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, type MarketEvent } from 'shared';
import { renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import type { NotificationRow } from '../api/notifications-api';
import { CancelWindowWarning } from './cancel-window-warning';
import { MarketLive } from './market-live';
import { NotificationBell } from './notification-bell';

const api = setupApiDouble();

/** Stands in for EventSource: the test pushes market events by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  push(type: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data), lastEventId } as MessageEvent);
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  api.serve('/users/web/stream/ticket', 'post', { ticket: 'ticket-1', expires_in: 30 });
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

const row = (over: Partial<NotificationRow>): NotificationRow => ({
  id: 1,
  kind: 'negotiation_answered',
  title: 'バラ サムライの商談が成立しました。',
  link: '/web',
  important: true,
  created_at: '2026-06-15T01:00:00.000Z',
  read: false,
  ...over,
});

const marketEvent = (over: Partial<MarketEvent>): MarketEvent => ({
  id: 5,
  kind: 'ticker_changed',
  data: {},
  title: null,
  link: null,
  important: false,
  created_at: '2026-06-15T01:00:00.000Z',
  ...over,
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

describe('NotificationBell', () => {
  it('shows the unread count, lists the notifications, leads to a row’s page and marks it read', async () => {
    let unread = 2;
    api.serve('/users/notifications', 'get', () => ({
      currentPage: 1,
      totalPages: 1,
      per: 20,
      total: 2,
      isFirstPage: true,
      isLastPage: true,
      unread,
      datas: [row({ id: 2, read: unread < 2 }), row({ id: 1, kind: 'hours_changed', title: 'Web販売時間が06:00〜23:59に変更されました。', important: false })],
    }));
    api.serve('/users/notifications/read', 'post', () => {
      unread -= 1;
      return { message: '既読にしました。', unread };
    });
    renderWithProviders(
      <>
        <NotificationBell />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { preloadedState: { session: signedInSession() }, route: '/mypage' },
    );
    const bell = await screen.findByRole('button', { name: 'お知らせ通知（未読2件）' });
    await userEvent.click(bell);
    const list = await screen.findByTestId('notification-list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('【未読】バラ サムライの商談が成立しました。'),
      expect.stringContaining('【未読】Web販売時間が06:00〜23:59に変更されました。'),
    ]);
    await userEvent.click(within(list).getAllByRole('button')[0]);
    expect(screen.getByTestId('where')).toHaveTextContent('/web');
    await waitFor(() => expect(api.requests('post', '/users/notifications/read')[0]?.body).toEqual({ ids: [2] }));
    expect(await screen.findByRole('button', { name: 'お知らせ通知（未読1件）' })).toBeInTheDocument();
  });

  it('says so when there is nothing, and marks all read with すべて既読にする', async () => {
    api.serve('/users/notifications', 'get', { currentPage: 1, totalPages: 1, per: 20, total: 0, isFirstPage: true, isLastPage: true, unread: 0, datas: [] });
    renderWithProviders(<NotificationBell />, { preloadedState: { session: signedInSession() }, route: '/mypage' });
    await userEvent.click(await screen.findByRole('button', { name: 'お知らせ通知' }));
    expect(await screen.findByText('通知はありません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeDisabled();
  });
});

describe('MarketLive', () => {
  it('opens one stream, refreshes the bell on a notification and toasts the important ones', async () => {
    api.serve('/users/notifications', 'get', { currentPage: 1, totalPages: 1, per: 20, total: 0, isFirstPage: true, isLastPage: true, unread: 0, datas: [] });
    const store = makeStore({ session: signedInSession({ token: 'tok' }) });
    renderWithProviders(
      <>
        <MarketLive />
        <NotificationBell />
      </>,
      { store, route: '/mypage' },
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0].url).toContain('/users/web/stream?ticket=ticket-1');
    await waitFor(() => expect(api.requests('get', '/users/notifications')).toHaveLength(1));
    act(() =>
      FakeEventSource.instances[0].push(
        'market',
        marketEvent({ kind: 'negotiation_answered', title: 'バラ サムライの商談が成立しました。', link: '/web', important: true, data: { id: 3 } }),
        '5',
      ),
    );
    expect(await screen.findByText('バラ サムライの商談が成立しました。')).toBeInTheDocument();
    await waitFor(() => expect(api.requests('get', '/users/notifications')).toHaveLength(2));
  });

  it('shows a new important news at once and sends the buyer to it on the next navigation', async () => {
    const store = makeStore({ session: signedInSession({ token: 'tok', news_ids: [] }) });
    renderWithProviders(
      <>
        <MarketLive />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { store, route: '/mypage' },
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() =>
      FakeEventSource.instances[0].push(
        'market',
        marketEvent({
          kind: 'news_important',
          title: '重要なお知らせ「入荷遅延」が掲載されました。',
          link: '/news/important/9',
          important: true,
          data: { id: 9 },
        }),
        '6',
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('重要なお知らせ「入荷遅延」が掲載されました。次の画面へ移るとお知らせを表示します。');
    // Not yet: the buyer may be in the middle of something.
    expect(store.getState().session.news_ids).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '今すぐ読む' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/news/important/9');
    await waitFor(() => expect(store.getState().session.news_ids).toEqual([9]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CancelWindowWarning', () => {
  it('warns 30 seconds before a purchase’s cancel window closes on another page, and not on /web', async () => {
    api.serve('/users/cancellable', 'get', [
      {
        id: 4,
        transactionUUID: 'u-1',
        product_name: 'バラ サムライ',
        remaining_seconds: 25,
        deadline: '2026-06-15T01:02:00.000Z',
        purchased_at: '2026-06-15T01:00:00.000Z',
        color: '赤',
        cost: 1000,
        hasu: 0,
        is_photo_present: false,
        quantity: 1,
        quantity_per_package: 10,
        remarks: '',
        shipment_provider_name: 'JA',
        specification: '',
      },
    ] as never);
    const { unmount } = renderWithProviders(<CancelWindowWarning />, { preloadedState: { session: signedInSession() }, route: '/mypage' });
    expect(await screen.findByTestId('cancel-window-warning')).toHaveTextContent(/バラ サムライの購入は、あと2[0-9]秒で取り消しができなくなります。/);
    expect(screen.getByRole('button', { name: '取消画面へ' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CancelWindowWarning />, { preloadedState: { session: signedInSession() }, route: '/web' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('cancel-window-warning')).not.toBeInTheDocument();
  });
});
