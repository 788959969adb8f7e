import type { TagDescription } from '@reduxjs/toolkit/query';
import { api, type ApiTagType } from '../api/base-api';
import type { RootState } from '../store/make-store';
import {
  marketStreamUrl,
  openMarketStream,
  type MarketEvent,
  type MarketEventSourceFactory,
  type MarketStream,
  type MarketStreamListener,
} from './market-stream';

type Tag = TagDescription<ApiTagType>;

/**
 * What each market event makes stale, in whichever remote shows it (one api slice, so one
 * invalidation reaches every screen). Events with a title also refresh the bell.
 */
export function tagsOfMarketEvent(event: MarketEvent): Tag[] {
  const lot = typeof event.data.id === 'number' ? event.data.id : null;
  const tags: Tag[] = [];
  switch (event.kind) {
    case 'ticker_changed':
      tags.push('WebNews');
      break;
    case 'news_published':
    case 'news_changed':
    case 'news_suspended':
    case 'news_important':
      tags.push('News', 'MyPage');
      break;
    case 'negotiation_answered':
      tags.push('Negotiation', 'Cancellable', 'MyPage');
      if (lot !== null) tags.push({ type: 'WebItem', id: lot });
      break;
    case 'reservation_fulfilled':
    case 'reservation_cancelled':
      tags.push('NextReservation', 'Sale', 'MyPage', 'Market');
      break;
    case 'purchase_corrected':
    case 'purchase_cancelled':
      tags.push('Sale', 'Cancellable', 'Purchase', 'MyPage', 'Market', { type: 'WebItem', id: 'LIST' });
      break;
    case 'hours_changed':
      tags.push('WebFilter', { type: 'WebItem', id: 'LIST' });
      break;
    case 'negotiation_new':
      tags.push('AdminNegotiation');
      break;
    case 'purchase_request':
      // Sent, approved (a sale now), rejected or expired (stock back).
      tags.push('PurchaseRequest', 'Cancellable', 'Sale', 'MyPage');
      break;
    case 'mail_finished':
    case 'mail_failed':
      tags.push('Mail');
      break;
    default:
      break;
  }
  if (event.title) tags.push('Notification');
  return tags;
}

/** After a gap (reconnected, or told to reload): everything the events keep fresh is read again. */
export const RESYNC_TAGS: Tag[] = [
  { type: 'WebItem', id: 'LIST' },
  'WebFilter',
  'WebNews',
  'News',
  'MyPage',
  'Negotiation',
  'NextReservation',
  'Cancellable',
  'Sale',
  'Purchase',
  'AdminNegotiation',
  'Mail',
  'Notification',
  'PurchaseRequest',
  'Cart',
];

interface StoreLike {
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
}

interface Hub {
  listeners: Set<MarketStreamListener>;
  stream: MarketStream | null;
}

/**
 * One hub per store, keyed by its getState (RTK Query hands the same function to a cache
 * entry's lifecycle): remotes listen to it whether or not the shell has opened the stream yet.
 */
const hubs = new WeakMap<object, Hub>();

function hubOf(getState: () => unknown): Hub {
  let hub = hubs.get(getState);
  if (!hub) {
    hub = { listeners: new Set(), stream: null };
    hubs.set(getState, hub);
  }
  return hub;
}

/** Hears the store's market event stream (the shell opens it) until the returned function is called. */
export function listenToMarket(getState: () => unknown, listener: MarketStreamListener): () => void {
  const hub = hubOf(getState);
  hub.listeners.add(listener);
  return () => hub.listeners.delete(listener);
}

/**
 * Opens THE market event stream of this store (the shell, on every signed-in page): one
 * EventSource, whatever the remotes show. Events invalidate the caches they make stale; the
 * hub's listeners (the listing's stock patching, the shell's bell and notices) hear them too.
 * Returns the function that closes it (sign-out).
 */
export function startMarketStream(
  store: StoreLike,
  options: { createSource?: MarketEventSourceFactory; retryMs?: number; url?: (lastEventId: number | null) => string | null } = {},
): () => void {
  const hub = hubOf(store.getState);
  hub.stream?.stop();
  const stream = openMarketStream({
    url: (lastEventId) => marketStreamUrl((store.getState() as RootState).session.token, lastEventId),
    ...options,
  });
  hub.stream = stream;
  const each = (fn: (l: MarketStreamListener) => void) => [...hub.listeners].forEach(fn);
  stream.listen({
    onStock: (change) => {
      each((l) => l.onStock?.(change));
      // An administrator repriced or re-listed a lot: the listings showing that lot reload.
      if (change.listing_changed) store.dispatch(api.util.invalidateTags([{ type: 'WebItem', id: change.id }]));
      // The market answered a negotiation: the buyer's negotiation lists reload.
      if (change.negotiation_changed) store.dispatch(api.util.invalidateTags(['Negotiation']));
    },
    onMarket: (event) => {
      const tags = tagsOfMarketEvent(event);
      if (tags.length) store.dispatch(api.util.invalidateTags(tags));
      each((l) => l.onMarket?.(event));
    },
    onResync: (reason) => {
      store.dispatch(api.util.invalidateTags(RESYNC_TAGS));
      each((l) => l.onResync?.(reason));
    },
  });
  return () => {
    stream.stop();
    if (hub.stream === stream) hub.stream = null;
  };
}
