/** GET /users/sale and GET /users/sale/detail (spec §3 "Sale history"). */
export interface SaleHistory {
  /** The purchase date as YYYYMMDD. */
  id: number;
  /** 'YYYY/MM/DD' */
  purchaseDate: string;
  totalPurchase: number;
  salesTaxAmount: number;
  otherTotal: number;
  totalWithTax: number;
  totalTransactions: number;
  isSokuho: boolean;
}

export interface SaleBranch {
  branch_number: string;
  branch_name: string;
}

/** One bought lot of the day: which kind of sale (WEB or 相対 …), how many stems, for how much. */
export interface SaleDetailLine {
  id: number;
  sale_kbn: 'せり' | '注文' | '相対' | 'WEB';
  shipment_provider_name: string;
  product_name: string;
  color: string;
  specification: string;
  receiving_number: string;
  quantity_per_package: number;
  KUCHI_SU: number;
  HA_SU: number;
  sosu: number;
  unit_price: number;
  discount_tanka: number;
  /** Amount before tax (sosu × unit price after discount). */
  price: number;
  /** The market's commission on the line (part of otherTotal). */
  commission: number;
  remarks: string;
  baisan_id: string;
  isSokuho: boolean;
}

export interface SaleHistoryResponse {
  /** The branch shown and the period, as the server resolved them. */
  branch_number: string;
  branch_name: string;
  from: string;
  to: string;
  /** Branches the caller may switch between: all of its purchaser's for the head branch, itself otherwise. */
  branches: SaleBranch[];
  datas: SaleHistory[];
}

export interface SaleDetailResponse extends SaleHistory {
  branch_number: string;
  branch_name: string;
  branches: SaleBranch[];
  datas: SaleDetailLine[];
}
