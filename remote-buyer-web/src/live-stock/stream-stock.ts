import { api, apiBaseUrl, type Paginated, type RootState } from 'shared';
import type { WebItem } from '../web-item/types';
import { applyStockChange, type StockChange } from './stock-change';
import { openStockStream } from './stock-stream';

/** Structural: the pieces of RTK Query's onCacheEntryAdded lifecycle this needs. */
interface CacheLifecycle<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<void>;
  updateCachedData: (recipe: (draft: T) => void) => void;
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
}

interface Hub {
  listeners: Set<(change: StockChange) => void>;
  stop: () => void;
}

/**
 * One stream per store, shared by every cached listing page: pages stay cached for a while
 * after the buyer moves on, and one EventSource each would soon use up the browser's six
 * connections per host.
 */
const hubs = new WeakMap<object, Hub>();

/**
 * The stream's URL with a fresh single-use ticket (a session token never goes in a URL, where
 * logs and proxies keep it). null when signed out; rejects when no ticket can be had now.
 */
async function streamUrl(token: string | null): Promise<string | null> {
  if (!token) return null;
  const res = await fetch(`${apiBaseUrl()}/users/web/stream/ticket`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (res.status === 401 || res.status === 403) return null;
  if (!res.ok) throw new Error(`stream ticket: ${res.status}`);
  const { ticket } = (await res.json()) as { ticket: string };
  return `${apiBaseUrl()}/users/web/stream?ticket=${encodeURIComponent(ticket)}`;
}

function join<T>(lifecycle: CacheLifecycle<T>, listener: (change: StockChange) => void): () => void {
  const key = lifecycle.dispatch as object;
  let hub = hubs.get(key);
  if (!hub) {
    const listeners = new Set<(change: StockChange) => void>();
    const stop = openStockStream({
      url: () => streamUrl((lifecycle.getState() as RootState).session.token),
      onChange: (change) => {
        listeners.forEach((fn) => fn(change));
        // An administrator repriced or re-listed a lot: the listings showing that lot reload.
        if (change.listing_changed) lifecycle.dispatch(api.util.invalidateTags([{ type: 'WebItem', id: change.id }]));
        // The market answered a negotiation: the buyer's negotiation lists reload.
        if (change.negotiation_changed) lifecycle.dispatch(api.util.invalidateTags(['Negotiation']));
      },
      // A purchase request was sent or decided (issue 25): request lists reload.
      onRequest: () => lifecycle.dispatch(api.util.invalidateTags(['PurchaseRequest'])),
      // Changes made while the stream was down were missed: reload the listing once.
      onReconnect: () => lifecycle.dispatch(api.util.invalidateTags([{ type: 'WebItem', id: 'LIST' }, 'PurchaseRequest'])),
    });
    hub = { listeners, stop };
    hubs.set(key, hub);
  }
  const current = hub;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.stop();
      hubs.delete(key);
    }
  };
}

/**
 * `onCacheEntryAdded` of the listing query: while a listing page is cached, GET
 * /users/web/stream (server-sent events; opened with a single-use ticket because EventSource
 * sends no headers) patches remaining_quantity and hasu of its lots, so another buyer's purchase
 * shows (完売 included) without a reload.
 */
export async function streamStockIntoListing(_arg: unknown, lifecycle: CacheLifecycle<Paginated<WebItem>>): Promise<void> {
  await streamStockInto(lifecycle, applyStockChange);
}

/** The same for the cart (issue 25): each line's lot gets its live stock, so a line that no longer fits is marked at once. */
export async function streamStockIntoCart(_arg: unknown, lifecycle: CacheLifecycle<{ items: { item: WebItem }[] }>): Promise<void> {
  await streamStockInto(lifecycle, (cart, change) => {
    for (const line of cart.items) {
      if (line.item.id !== change.id) continue;
      line.item.remaining_quantity = change.remaining_quantity;
      line.item.hasu = change.hasu;
    }
  });
}

async function streamStockInto<T>(lifecycle: CacheLifecycle<T>, apply: (draft: T, change: StockChange) => void): Promise<void> {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return; // the entry went away before its first answer
  }
  const leave = join(lifecycle, (change) => lifecycle.updateCachedData((draft) => apply(draft, change)));
  await lifecycle.cacheEntryRemoved;
  leave();
}

/** Keeps the stream open while a purchase-request list is cached: its `event: request` reloads them (issue 25). */
export async function streamRequestEvents(_arg: unknown, lifecycle: CacheLifecycle<unknown>): Promise<void> {
  await streamStockInto(lifecycle, () => undefined);
}
