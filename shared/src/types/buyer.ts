import type { News } from './news';

// Buyer-side entities of spec §3, with the spec's field names exactly.
// Dates arrive as 'YYYY/MM/DD' (or 'YYYY/MM/DD HH:MM') strings in Japan time.

export interface BundleTanka {
  /** From this many packages on… */
  quantity: number;
  /** …each stem costs this. */
  bundle_tanka: number;
}

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

export interface Variety {
  name: string;
  reading: string;
}

/** GET /users/web: the listing's filter lists. */
export interface WebFilters {
  item_names: string[];
  sale_dates: string[];
  color_groups: string[];
  shippers: string[];
  varieties: Variety[];
  colors: string[];
  open_hours: number[];
  is_web_open: boolean;
  is_recommended: boolean;
  notice: string;
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

export interface PurchaseItem {
  id: number;
  KUCHI_SU: number;
  HA_SU: number;
}

/** POST /users/web/buy and /users/web/next-order body (DESIGN.md). */
export interface PurchaseRequest {
  items: PurchaseItem[];
}

export interface TransactionAnswer {
  transactionUUID: string;
}

/** GET /users/web/photo. */
export interface PhotoResponse {
  shohin_image_1: string | null;
  shohin_image_2: string | null;
  niuke_image_1: string | null;
  niuke_image_2: string | null;
  shohin_name: string;
}

export interface MarketVarietyStatistics {
  variety_name: string;
  quantity: number;
  high_price: number;
  average: number;
}

export interface MarketStatistics {
  item_name: string;
  quantity: number;
  high_price: number;
  average: number;
  varieties?: MarketVarietyStatistics[];
  recent_listing_date?: string;
}

export interface NextReservation {
  purchase_date: string;
  color: string;
  product_name: string;
  specification: string;
  quantity_per_package: number;
  quantity: number;
  remarks: string;
}

export interface SettingsBranch {
  branch_number: string;
  branch_name: string;
  sell_margin_rate: number;
  purchase_approval: boolean;
}

export interface Cancellable {
  transactionUUID: string;
  id: number;
  is_photo_present: boolean;
  shipment_provider_name: string;
  product_name: string;
  color: string;
  specification: string;
  remarks: string;
  quantity_per_package: number;
  quantity: number;
  unit_price: string | number;
  hasu: number;
  cost: number;
}

export interface CancelRequest {
  transactionUUID: string;
  id: number;
}

export interface SaleHistory {
  id: number;
  purchaseDate: string;
  totalPurchase: number;
  salesTaxAmount: number;
  otherTotal: number;
  totalWithTax: number;
  totalTransactions: number;
  isSokuho: boolean;
}

/** A detail line of a sale: the summary fields plus kind, stems and purchaser. */
export interface SaleHistoryLine extends SaleHistory {
  sale_kbn: 'WEB' | '相対' | string;
  sosu: number;
  baisan_id: string;
}

export interface SaleBranch {
  branch_number: string;
  branch_name: string;
}

export interface BuyerNegotiation {
  negotiation_no: number;
  OLD_TANKA: number;
  TANKA: number;
  /** 商談中, 成立 or 再商談. */
  status: string;
  comment: string;
}

/** POST /users/web/negotiation. */
export interface NegotiationRequest {
  id: number;
  KUCHI_SU: number;
  TANKA: number;
  BIKO: string;
}

export interface MyPageSchedule {
  date: string;
  label: string;
  color_code: string;
}

export interface MyPageLink {
  link: string;
  label: string;
}

export interface MyPage<TNews = News> {
  news: TNews[];
  schedules: MyPageSchedule[];
  links: MyPageLink[];
  calendar_note: string;
}

