import type { Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import type { StockChange } from '../../../events/live-stock';
import { adminTransactionMessages as msg } from '../messages';
import {
  clampLot,
  lockLotOfReceiving,
  returnLotPackages,
  returnReceivingPackages,
  takeLotPackages,
  takeReceivingPackages,
  type ReceivingStock,
} from './stock-repository';

/**
 * The two ways a sale line holds stock:
 * - a line on the web lot (web_item_id set: WEB purchases, negotiated 相対 sales) holds the lot's
 *   remaining_quantity/hasu and the receiving's STOCK_SU alike;
 * - a staff line at the counter (せり, 注文, 相対 without a lot) holds STOCK_SU only; the lot is
 *   then cut down so it never offers more than is in stock.
 */
export interface StockHold {
  receivingId: number;
  webItemId: number | null;
  kuchiSu: number;
  haSu: number;
}

export interface Taken {
  receiving: ReceivingStock;
  /** The lot's new stock, to publish after commit (null: the receiving has no lot). */
  change: StockChange | null;
}

const outOfStock = () => new ApiError(409, msg.outOfStock, { code: 'out_of_stock', field: 'KUCHI_SU' });

export async function takeStock(tx: Queryable, hold: StockHold): Promise<Taken> {
  if (hold.webItemId !== null) {
    const lot = await takeLotPackages(tx, hold.webItemId, hold.kuchiSu, hold.haSu);
    if (!lot) throw outOfStock();
    const receiving = await takeReceivingPackages(tx, lot.receiving_id, hold.kuchiSu);
    if (!receiving) throw outOfStock();
    return { receiving, change: { id: lot.id, remaining_quantity: lot.remaining_quantity, hasu: lot.hasu } };
  }
  const lot = await lockLotOfReceiving(tx, hold.receivingId);
  const receiving = await takeReceivingPackages(tx, hold.receivingId, hold.kuchiSu);
  if (!receiving) throw outOfStock();
  if (!lot) return { receiving, change: null };
  const clamped = await clampLot(tx, lot.id, receiving.stock_su, hold.haSu);
  if (!clamped) throw new ApiError(409, msg.hasuOutOfStock, { code: 'hasu_out_of_stock' });
  return { receiving, change: sameStock(lot, clamped) ? null : clamped };
}

/** Gives a line's stock back: to the lot and the receiving, or (staff line) to STOCK_SU and the lot's loose stems. */
export async function returnStock(tx: Queryable, hold: StockHold): Promise<StockChange | null> {
  if (hold.webItemId !== null) {
    const change = await returnLotPackages(tx, hold.webItemId, hold.kuchiSu, hold.haSu);
    await returnReceivingPackages(tx, hold.receivingId, hold.kuchiSu);
    return change;
  }
  const lot = await lockLotOfReceiving(tx, hold.receivingId);
  await returnReceivingPackages(tx, hold.receivingId, hold.kuchiSu);
  if (!lot || hold.haSu === 0) return null;
  return returnLotPackages(tx, lot.id, 0, hold.haSu);
}

const sameStock = (a: StockChange, b: StockChange) => a.remaining_quantity === b.remaining_quantity && a.hasu === b.hasu;
