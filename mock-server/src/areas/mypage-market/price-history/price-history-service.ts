import { ApiError } from '../../../http/api-error';
import { addDays, japanToday } from '../../../time/japan-time';
import { mypageMarketMessages } from '../messages';
import type { LiveDaysCache } from './live-days-cache';
import { sumDays, type KeyDay } from './price-history-repository';

const DEFAULT_DAYS = 30;

/**
 * GET /users/market/history: the lot's product, variety (within its item), item and shipper over
 * the `days` calendar days ending today, from every kind of sale; last_paid is the caller's
 * branch's latest per-stem price of the product (null for an account without a branch).
 */
export async function priceHistory(liveDays: LiveDaysCache, query: { id: number; days?: number }, branchId: number | null, now: Date) {
  const to = japanToday(now);
  const from = addDays(to, -((query.days ?? DEFAULT_DAYS) - 1));
  const live = await liveDays.open(to);
  const closed = await live.lot(query.id, from);
  if (!closed) throw new ApiError(404, mypageMarketMessages.lotNotFound, { code: 'lot_not_found', field: 'id' });
  const { subject } = closed;
  // The item's days come per product; its product and variety are parts of them.
  const [itemLive, shipperLive, lastPaid] = await Promise.all([
    live.days(
      'product',
      subject.item_products.map((p) => p.shohin_cd),
    ),
    live.days('shipper', [subject.shukkasha_cd]),
    branchId === null ? null : live.lastPaid(branchId, subject.shohin_cd),
  ]);
  const first = from.replace(/-/g, '/');
  const inPeriod = (d: KeyDay) => d.date >= first;
  const itemDays = [...closed.products, ...itemLive.filter(inPeriod)];
  const ofVariety = new Set(subject.item_products.filter((p) => p.variety === subject.variety).map((p) => p.shohin_cd));
  return {
    product: sumDays(itemDays, (key) => key === subject.shohin_cd),
    variety: sumDays(itemDays, (key) => ofVariety.has(key)),
    item: sumDays(itemDays, () => true),
    shipper: sumDays([...closed.shipper, ...shipperLive.filter(inPeriod)], () => true),
    last_paid: lastPaid,
  };
}
