import type { Paginated, StockChange } from 'shared';
import type { WebItem } from '../web-item/types';

export type { StockChange };

/** Writes the new stock into a cached listing page (an immer draft); other lots are untouched. */
export function applyStockChange(page: Paginated<WebItem>, change: StockChange): void {
  const item = page.datas.find((row) => row.id === change.id);
  if (!item) return;
  item.remaining_quantity = change.remaining_quantity;
  item.hasu = change.hasu;
}
