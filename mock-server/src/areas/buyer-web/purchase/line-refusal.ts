// A line's refusal reasons, in a module of their own: buying, a purchase request's approval and
// the cart all ask them, and the purchase service hands a call needing approval to the request
// service, so the request service must not import the purchase service.
import { ApiError } from '../../../http/api-error';
import { lotPriced } from '../../../domain/lot-sale';
import type { LotForSale } from '../web-item/web-lot-repository';
import { buyerWebMessages as msg } from '../messages';
import type { OrderLine } from '../order-lines';

/**
 * Why a line cannot be bought from the lot as it is now, or null when it fits; `at` prefixes
 * the field (`items[2].`). A line a conditional decrement refused is short if nothing else is wrong.
 */
export function lineRefusal(lot: LotForSale | null, line: OrderLine, at = ''): ApiError | null {
  if (!lot) return new ApiError(404, msg.lotNotFound, { code: 'lot_not_found', field: `${at}id` });
  if (!lot.on_sale) return new ApiError(409, msg.lotNotOnSale, { code: 'lot_not_on_sale', field: `${at}id` });
  if (!lotPriced(lot)) return new ApiError(409, msg.priceUndecided, { code: 'price_undecided', field: `${at}id` });
  if (line.KUCHI_SU > lot.max_quantity) {
    return new ApiError(409, msg.overMaxQuantity(lot.max_quantity), { code: 'over_max_quantity', field: `${at}KUCHI_SU` });
  }
  if (line.HA_SU > lot.hasu) return new ApiError(409, msg.hasuOutOfStock, { code: 'hasu_out_of_stock', field: `${at}HA_SU` });
  if (line.KUCHI_SU > lot.remaining_quantity) return new ApiError(409, msg.outOfStock, { code: 'out_of_stock', field: `${at}KUCHI_SU` });
  return null;
}

/** The refusal of line `index` of a call of several lines names the line and its product. */
export function ofLine(err: ApiError, lot: LotForSale | null, index: number, count: number): ApiError {
  if (count < 2 || !lot) return err;
  return new ApiError(err.statusCode, msg.lineRefused(index + 1, lot.product_name, err.detail), { code: err.code, field: err.field });
}
