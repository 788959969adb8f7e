import type { Paginated } from 'shared';
import type { WebItem } from '../web-item/types';

/** One `event: stock` of GET /users/web/stream. */
export interface StockChange {
  id: number;
  remaining_quantity: number;
  hasu: number;
  /** The market changed more than the stock (price, flags, texts): the listing reloads. */
  listing_changed?: boolean;
  /** A negotiation on the lot was answered: negotiation lists reload. */
  negotiation_changed?: boolean;
}

export function parseStockChange(data: string): StockChange | null {
  try {
    const value = JSON.parse(data) as Partial<StockChange>;
    if (typeof value.id !== 'number' || typeof value.remaining_quantity !== 'number' || typeof value.hasu !== 'number') return null;
    const change: StockChange = { id: value.id, remaining_quantity: value.remaining_quantity, hasu: value.hasu };
    if (value.listing_changed === true) change.listing_changed = true;
    if (value.negotiation_changed === true) change.negotiation_changed = true;
    return change;
  } catch {
    return null;
  }
}

/** Writes the new stock into a cached listing page (an immer draft); other lots are untouched. */
export function applyStockChange(page: Paginated<WebItem>, change: StockChange): void {
  const item = page.datas.find((row) => row.id === change.id);
  if (!item) return;
  item.remaining_quantity = change.remaining_quantity;
  item.hasu = change.hasu;
}
