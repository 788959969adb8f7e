import type { NextOrderDone, PurchaseDone } from '../../buyer-types';

/**
 * One line of GET /users/web/buy/done or /users/web/next-order/done, as the contract types
 * them: only a bought line has a price, commission and 販売目安.
 */
export type PurchaseDoneRow = NextOrderDone & Partial<Omit<PurchaseDone, keyof NextOrderDone>>;
