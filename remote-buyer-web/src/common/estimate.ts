import { hasRecommendedPrice, isPriceUndecided } from '../web-item/display-rules';
import type { BundleTanka, WebItem } from '../web-item/types';
import { applyingTier, chargeOf, taxOn, type PricingRates } from './pricing';

export interface Estimate {
  /** Per-stem price before volume tiers (the recommended price while it applies). */
  baseTanka: number;
  /** The volume tier the packages reach, if its price is below the base. */
  tier: BundleTanka | null;
  /** Per-stem price charged. */
  tanka: number;
  stems: number;
  amount: number;
  commission: number;
  tax: number;
  total: number;
}

/**
 * What a purchase of `packages` and `stems` will cost, by the server's rules: the charged stem
 * price (a reached tier never costs more than the base), the commission from SALE_RATE per stem,
 * TAX_RATE on amount + commission rounded once. Null while the price is 未定.
 */
export function estimatePurchase(item: WebItem, packages: number, stems: number, rates: PricingRates): Estimate | null {
  const base = hasRecommendedPrice(item) ? Number(item.recommended_unit_price) : Number(item.unit_price);
  if (isPriceUndecided(item.unit_price) || !Number.isFinite(base) || base <= 0) return null;
  const tier = applyingTier(base, item.bundle_tanka_list ?? [], packages);
  const tanka = tier ? tier.bundle_tanka : base;
  const totalStems = packages * Number(item.quantity_per_package) + stems;
  return { baseTanka: base, tier, tanka, stems: totalStems, ...chargeOf(totalStems, tanka, rates) };
}

/** One line of several bought in one call. */
export interface OrderLineOf {
  item: WebItem;
  KUCHI_SU: number;
  HA_SU: number;
}

/**
 * What one purchase of several lines will cost, as the server charges it (pricing.ts): each
 * line's amount and commission at its own stem price, TAX_RATE on the whole (amount +
 * commission) rounded once. Null when a line's price is 未定.
 */
export function estimateOrder(
  lines: readonly OrderLineOf[],
  rates: PricingRates,
): { lines: Estimate[]; amount: number; commission: number; tax: number; total: number } | null {
  const each = lines.map((line) => estimatePurchase(line.item, line.KUCHI_SU, line.HA_SU, rates));
  if (each.some((e) => e === null)) return null;
  const estimates = each as Estimate[];
  const amount = estimates.reduce((sum, e) => sum + e.amount, 0);
  const commission = estimates.reduce((sum, e) => sum + e.commission, 0);
  const tax = taxOn(amount + commission, rates.taxRate);
  return { lines: estimates, amount, commission, tax, total: amount + commission + tax };
}
