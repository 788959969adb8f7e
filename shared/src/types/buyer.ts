import type { ApiAnswer, ApiBody, ApiRow } from '../api/contract';

// Buyer-side rows as the server's contract declares them (generated from its OpenAPI
// document). Only remote-buyer-web still reads these names; new code names the endpoint
// itself: ApiRow<'/users/web/detail'>.

type Item<T> = T extends (infer R)[] ? R : T extends { datas: (infer R)[] } ? R : never;

export type BundleTanka = ApiRow<'/users/web/detail'>['bundle_tanka_list'][number];
export type Variety = ApiAnswer<'/users/web', 'get'>['varieties'][number];
export type PurchaseItem = ApiBody<'/users/web/buy', 'post'>['items'][number];
export type TransactionAnswer = ApiAnswer<'/users/web/buy', 'post'>;
export type PhotoResponse = ApiAnswer<'/users/web/photo', 'get'>;
export type NextReservation = Item<ApiAnswer<'/users/next-reservation', 'get'>>;
export type Cancellable = Item<ApiAnswer<'/users/cancellable', 'get'>>;
export type CancelRequest = ApiBody<'/users/cancellable/cancel', 'post'>;
export type BuyerNegotiation = Item<ApiAnswer<'/users/negotiation', 'get'>>;
export type NegotiationRequest = ApiBody<'/users/web/negotiation', 'post'>;

// Still hand-written: remote-buyer-web extends these two with optional fields that the
// generated rows declare as required. Issue 8 (buyer web) switches to ApiRow<'/users/web/detail'>
// and the done rows' generated type; then these two are deleted.

export interface WebItem {
  id: number;
  is_photo_present: boolean;
  is_negotiable: boolean;
  is_new: boolean;
  recommended_flag: boolean;
  discount_details: string[];
  bundle_tanka_list: BundleTanka[];
  shipment_provider_name: string;
  product_name: string;
  color: string;
  specification: string;
  quantity_per_package: number;
  remaining_quantity: number;
  max_quantity: number;
  /** A string in the spec; '0' shows 未定. */
  unit_price: string;
  done: boolean;
  remarks: string;
  recommended_unit_price: number | null;
  recommended_start_time: string | null;
  /** Loose stems (端数) left. */
  hasu: number;
  YOYAKU_PERMIT_FLG: boolean;
  BUY_PERMIT_FLG: boolean;
  item_cls: string;
}

/** Rows of GET /users/web/buy/done and /users/web/next-order/done. */
export interface PurchaseDone {
  shipment_provider_name: string;
  product_name: string;
  receiving_number: string;
  sale_date: string;
  category: string;
  color: string;
  specification: string;
  quantity_per_package: number;
  HA_SU: number;
  KUCHI_SU: number;
  remaining_quantity: number;
  max_quantity: number;
  unit_price: string | number;
  remarks: string;
}
