import type { Db } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { addDays, japanToday } from '../../../time/japan-time';
import { mypageMarketMessages } from '../messages';
import { currentRollup } from './rollup-repository';
import { findHistorySubject, itemProducts, lastPaidPrice, productHistory, productsHistory, shipperHistory } from './price-history-repository';

const DEFAULT_DAYS = 30;

/**
 * GET /users/market/history: the lot's product, variety (within its item), item and shipper over
 * the `days` calendar days ending today, from every kind of sale; last_paid is the caller's
 * branch's latest per-stem price of the product (null for an account without a branch).
 */
export async function priceHistory(db: Db, query: { id: number; days?: number }, branchId: number | null, now: Date) {
  const subject = await findHistorySubject(db, query.id);
  if (!subject) throw new ApiError(404, mypageMarketMessages.lotNotFound, { code: 'lot_not_found', field: 'id' });
  const to = japanToday(now);
  const period = { from: addDays(to, -((query.days ?? DEFAULT_DAYS) - 1)), to, through: await currentRollup(db, to) };
  const [varietyProducts, itemAll] = await Promise.all([itemProducts(db, subject.item_cd, subject.variety), itemProducts(db, subject.item_cd, null)]);
  const [product, variety, item, shipper, last_paid] = await Promise.all([
    productHistory(db, subject.shohin_cd, period),
    productsHistory(db, varietyProducts, period),
    productsHistory(db, itemAll, period),
    shipperHistory(db, subject.shukkasha_cd, period),
    branchId === null ? Promise.resolve(null) : lastPaidPrice(db, branchId, subject.shohin_cd),
  ]);
  return { product, variety, item, shipper, last_paid };
}
