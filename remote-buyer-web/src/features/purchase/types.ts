import type { PurchaseDone } from 'shared';

/**
 * One line of GET /users/web/buy/done and /users/web/next-order/done: spec §3 "Purchase-done"
 * (shared's PurchaseDone) plus what the server adds for the totals.
 */
export interface PurchaseDoneRow extends PurchaseDone {
  id?: number;
  SO_SU?: number;
  /** Buy-done only: amount before tax (SO_SU × the charged unit price), computed by the server. */
  price?: number | string | null;
  /** Buy-done only: the market's commission from the branch's SALE_RATE. */
  commission?: number | null;
  /** Buy-done only: the per-stem resale guide (販売目安) from the charged price and the branch's margin. */
  sell_price?: number | null;
}
