/** What pricing reads of a web lot, as stored. */
export interface PricedLot {
  unit_price: number;
  recommended_flag: boolean;
  recommended_unit_price: number | null;
  recommended_start_time: Date | null;
}

export interface BundleTier {
  quantity: number;
  bundle_tanka: number;
}

export interface LinePrice {
  /** Per-stem price charged (WEB_TANKA). */
  webTanka: number;
  /** How far below the listed unit price the charged price is, per stem (DISCOUNT_TANKA). */
  discountTanka: number;
  /** The market's commission per stem from the branch's SALE_RATE (RATE_TANKA). */
  rateTanka: number;
  soSu: number;
  /** Amount before tax and commission: SO_SU × WEB_TANKA (PRICE). */
  price: number;
  /** SO_SU × RATE_TANKA. */
  commission: number;
}

/** The percentages the server charges with, as GET /users/web tells them: TAX_RATE and the branch's SALE_RATE. */
export interface PricingRates {
  taxRate: number;
  saleRate: number;
}

export interface Charge {
  amount: number;
  commission: number;
  tax: number;
  total: number;
}

export declare function isRecommendedActive(lot: PricedLot, now: Date): boolean;
export declare function baseStemPrice(lot: PricedLot, now: Date): number;
export declare function reachedTier<T extends BundleTier>(tiers: readonly T[], kuchiSu: number): T | null;
/** The reached tier if it is cheaper than `base`, else null. */
export declare function applyingTier<T extends BundleTier>(base: number, tiers: readonly T[], kuchiSu: number): T | null;
export declare function stemPrice(lot: PricedLot, tiers: readonly BundleTier[], kuchiSu: number, now: Date): number;
export declare function commissionPerStem(webTanka: number, saleRatePercent: number): number;
export declare function priceLine(
  lot: PricedLot & { quantity_per_package: number },
  tiers: readonly BundleTier[],
  kuchiSu: number,
  haSu: number,
  saleRatePercent: number,
  now: Date,
): LinePrice;
export declare function reservationPriceText(lot: PricedLot, tiers: readonly BundleTier[], now: Date): string;
/** Tax at TAX_RATE percent on a sum of yen, rounded half up once on the whole. */
export declare function taxOn(yen: number, taxRatePercent: number): number;
export declare function chargeOf(stems: number, tanka: number, rates: PricingRates): Charge;
