import type { Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
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
}

const outOfStock = () => new ApiError(409, msg.outOfStock, { code: 'out_of_stock', field: 'KUCHI_SU' });

export async function takeStock(tx: Queryable, hold: StockHold): Promise<Taken> {
  if (hold.webItemId !== null) {
    const lot = await takeLotPackages(tx, hold.webItemId, hold.kuchiSu, hold.haSu);
    if (!lot) throw outOfStock();
    const receiving = await takeReceivingPackages(tx, lot.receiving_id, hold.kuchiSu);
    if (!receiving) throw outOfStock();
    return { receiving };
  }
  const lot = await lockLotOfReceiving(tx, hold.receivingId);
  const receiving = await takeReceivingPackages(tx, hold.receivingId, hold.kuchiSu);
  if (!receiving) throw outOfStock();
  if (lot && !(await clampLot(tx, lot.id, receiving.stock_su, hold.haSu))) throw new ApiError(409, msg.hasuOutOfStock, { code: 'hasu_out_of_stock' });
  return { receiving };
}

/** Gives a line's stock back: to the lot and the receiving, or (staff line) to STOCK_SU and the lot's loose stems. */
export async function returnStock(tx: Queryable, hold: StockHold): Promise<void> {
  if (hold.webItemId !== null) {
    await returnLotPackages(tx, hold.webItemId, hold.kuchiSu, hold.haSu);
    await returnReceivingPackages(tx, hold.receivingId, hold.kuchiSu);
    return;
  }
  const lot = await lockLotOfReceiving(tx, hold.receivingId);
  await returnReceivingPackages(tx, hold.receivingId, hold.kuchiSu);
  if (lot && hold.haSu > 0) await returnLotPackages(tx, lot.id, 0, hold.haSu);
}
