import { api, listenToMarket, type Paginated } from 'shared';
import type { WebItem } from '../web-item/types';
import { applyStockChange, type StockChange } from './stock-change';

/** Structural: the pieces of RTK Query's onCacheEntryAdded lifecycle this needs. */
interface CacheLifecycle<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<void>;
  updateCachedData: (recipe: (draft: T) => void) => void;
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
}

/**
 * `onCacheEntryAdded` of the listing query: while a listing page is cached, the store's one
 * market event stream (opened by the shell on every signed-in page) patches
 * remaining_quantity and hasu of its lots, so another buyer's purchase shows (完売 included)
 * without a reload. The stream's hub invalidates the lots the market repriced and, after a
 * gap, the whole listing.
 */
export async function streamStockIntoListing(_arg: unknown, lifecycle: CacheLifecycle<Paginated<WebItem>>): Promise<void> {
  await streamStockInto(lifecycle, applyStockChange);
}

/** The same for the cart: each line's lot gets its live stock, so a line that no longer fits is marked at once. */
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
  const leave = listenToMarket(lifecycle.getState, {
    onStock: (change) => lifecycle.updateCachedData((draft) => apply(draft, change)),
  });
  await lifecycle.cacheEntryRemoved;
  leave();
}
