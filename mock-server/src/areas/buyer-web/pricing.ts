import { PRICE_UNDECIDED } from '../../domain/values';

/**
 * Every yen of a web purchase is computed here, from the lot as stored; the client's idea of
 * the price is never read. The rules are written out in docs/ARCHITECTURE.md "Purchasing rules".
 */
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

/** The recommended price applies once its start time has passed (or at once without one). */
export function isRecommendedActive(lot: PricedLot, now: Date): boolean {
  return (
    lot.recommended_flag &&
    lot.recommended_unit_price !== null &&
    (lot.recommended_start_time === null || lot.recommended_start_time.getTime() <= now.getTime())
  );
}

/** Per-stem price before volume tiers. */
export function baseStemPrice(lot: PricedLot, now: Date): number {
  return isRecommendedActive(lot, now) ? (lot.recommended_unit_price as number) : lot.unit_price;
}

/** The tier with the largest quantity that kuchiSu reaches, if any. */
export function reachedTier(tiers: readonly BundleTier[], kuchiSu: number): BundleTier | null {
  let best: BundleTier | null = null;
  for (const tier of tiers) {
    if (kuchiSu >= tier.quantity && (best === null || tier.quantity > best.quantity)) best = tier;
  }
  return best;
}

/** A tier never makes a buyer pay more than the price without it. */
export function stemPrice(lot: PricedLot, tiers: readonly BundleTier[], kuchiSu: number, now: Date): number {
  const base = baseStemPrice(lot, now);
  const tier = reachedTier(tiers, kuchiSu);
  return tier ? Math.min(base, tier.bundle_tanka) : base;
}

/** Commission per stem, rounded half up to the yen; saleRate is a percentage with two decimals. */
export function commissionPerStem(webTanka: number, saleRatePercent: number): number {
  const basisPoints = Math.round(saleRatePercent * 100);
  return Math.floor((webTanka * basisPoints + 5000) / 10000);
}

export function priceLine(
  lot: PricedLot & { quantity_per_package: number },
  tiers: readonly BundleTier[],
  kuchiSu: number,
  haSu: number,
  saleRatePercent: number,
  now: Date,
): LinePrice {
  const webTanka = stemPrice(lot, tiers, kuchiSu, now);
  const rateTanka = commissionPerStem(webTanka, saleRatePercent);
  const soSu = kuchiSu * lot.quantity_per_package + haSu;
  const price = soSu * webTanka;
  return {
    webTanka,
    discountTanka: Math.max(0, lot.unit_price - webTanka),
    rateTanka,
    soSu,
    price,
    commission: soSu * rateTanka,
  };
}

/** Reservation price text such as '80〜100': the best tier price up to the base price. */
export function reservationPriceText(lot: PricedLot, tiers: readonly BundleTier[], now: Date): string {
  const base = baseStemPrice(lot, now);
  if (base === 0) return PRICE_UNDECIDED;
  const lowest = tiers.reduce((low, t) => Math.min(low, t.bundle_tanka), base);
  return lowest < base ? `${lowest}〜${base}` : String(base);
}
