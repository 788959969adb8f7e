import type { Paginated } from 'shared';
import type { WebItem } from '../../web-item/types';

/** One `event: stock` of GET /users/web/stream. */
export interface StockChange {
  id: number;
  remaining_quantity: number;
  hasu: number;
}

export function parseStockChange(data: string): StockChange | null {
  try {
    const value = JSON.parse(data) as Partial<StockChange>;
    if (typeof value.id !== 'number' || typeof value.remaining_quantity !== 'number' || typeof value.hasu !== 'number') return null;
    return { id: value.id, remaining_quantity: value.remaining_quantity, hasu: value.hasu };
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
