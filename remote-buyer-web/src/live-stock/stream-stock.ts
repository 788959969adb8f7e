import { api, listenToMarket, type Paginated } from 'shared';
import type { WebItem } from '../web-item/types';
import { applyStockChange } from './stock-change';

/** Structural: the pieces of RTK Query's onCacheEntryAdded lifecycle this needs. */
interface ListingCacheLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<void>;
  updateCachedData: (recipe: (draft: Paginated<WebItem>) => void) => void;
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
}

/**
 * `onCacheEntryAdded` of the listing query: while a listing page is cached, the store's one
 * market event stream (opened by the shell on every signed-in page, issue 24) patches
 * remaining_quantity and hasu of its lots, so another buyer's purchase shows (完売 included)
 * without a reload. The stream's hub invalidates the lots the market repriced and, after a
 * gap, the whole listing.
 */
export async function streamStockIntoListing(_arg: unknown, lifecycle: ListingCacheLifecycle): Promise<void> {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return; // the entry went away before its first answer
  }
  const leave = listenToMarket(lifecycle.getState, {
    onStock: (change) => lifecycle.updateCachedData((draft) => applyStockChange(draft, change)),
  });
  await lifecycle.cacheEntryRemoved;
  leave();
}
