import type { ApiAnswer, ApiBody, ApiRow } from 'shared';

// The buyer's rows as the server's contract declares them (generated from its OpenAPI
// document); nothing here is typed by hand. Only this remote reads them, so they live here, not in
// shared (whose api modules keep Cancellable and BranchPurchaseRequestRow). New code names the
// endpoint itself: ApiRow<'/users/web/detail'>.

type Item<T> = T extends (infer R)[] ? R : T extends { datas: (infer R)[] } ? R : never;

export type BundleTanka = ApiRow<'/users/web/detail'>['bundle_tanka_list'][number];
export type Variety = ApiAnswer<'/users/web', 'get'>['varieties'][number];
export type PurchaseItem = ApiBody<'/users/web/buy', 'post'>['items'][number];
export type TransactionAnswer = ApiAnswer<'/users/web/buy', 'post'>;
export type PhotoResponse = ApiAnswer<'/users/web/photo', 'get'>;
export type NextReservation = Item<ApiAnswer<'/users/next-reservation', 'get'>>;
export type CancelRequest = ApiBody<'/users/cancellable/cancel', 'post'>;
export type BuyerNegotiation = Item<ApiAnswer<'/users/negotiation', 'get'>>;
export type NegotiationRequest = ApiBody<'/users/web/negotiation', 'post'>;

/** A lot offered at /web (spec §3 "Web item"): one row of GET /users/web/detail. */
export type WebItem = ApiRow<'/users/web/detail'>;

/** One row of GET /users/web/buy/done: spec §3 "Purchase-done" plus the server's totals. */
export type PurchaseDone = Item<ApiAnswer<'/users/web/buy/done', 'get'>>;

/** One row of GET /users/web/next-order/done (a reservation has no price yet). */
export type NextOrderDone = Item<ApiAnswer<'/users/web/next-order/done', 'get'>>;

/** GET /users/web/cart: the branch's cart, each line with its lot as listed now. */
export type WebCart = ApiAnswer<'/users/web/cart', 'get'>;
export type WebCartLine = WebCart['items'][number];

/** Purchase requests: the branch's own, one row of GET /users/web/requests (the head branch's view: shared's BranchPurchaseRequestRow). */
export type PurchaseRequestRow = ApiRow<'/users/web/requests'>;
