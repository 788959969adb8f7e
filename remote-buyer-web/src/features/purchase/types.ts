/** One line of GET /users/web/buy/done and /users/web/next-order/done (spec §3 "Purchase-done"). */
export interface PurchaseDoneRow {
  id?: number;
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
  SO_SU?: number;
  /** Buy-done only: amount before tax (SO_SU × the charged unit price), computed by the server. */
  price?: number | string | null;
  /** Buy-done only: the market's commission from the branch's SALE_RATE. */
  commission?: number | null;
  /** Buy-done only: the per-stem resale guide (販売目安) from the charged price and the branch's margin. */
  sell_price?: number | null;
}

