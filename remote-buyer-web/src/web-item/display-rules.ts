import type { BundleTanka, WebItem } from './types';

/** spec §4: a lot is sold out (完売) when no whole package and no loose stem is left. */
export function isSoldOut(item: Pick<WebItem, 'remaining_quantity' | 'hasu'>): boolean {
  return Number(item.remaining_quantity) === 0 && Number(item.hasu) === 0;
}

/** spec §4: a unit price of 0 shows 未定. The API sends it as a string ('0'). */
export function isPriceUndecided(unitPrice: string | number | null | undefined): boolean {
  return unitPrice === null || unitPrice === undefined || unitPrice === '' || Number(unitPrice) === 0;
}

/**
 * The recommended price applies when the lot is flagged, has one, and (as the server reports in
 * recommended_active) its recommended_start_time has come.
 */
export function hasRecommendedPrice(item: Pick<WebItem, 'recommended_flag' | 'recommended_unit_price' | 'recommended_active'>): boolean {
  return item.recommended_flag && item.recommended_active && item.recommended_unit_price !== null;
}

/** A lot can be bought now: permitted, priced and with something left. */
export function canBuy(item: WebItem): boolean {
  return item.BUY_PERMIT_FLG !== false && !isPriceUndecided(item.unit_price) && !isSoldOut(item);
}

/** Packages one purchase may take: the per-purchase limit, never more than what is left. */
export function maxBuyablePackages(item: Pick<WebItem, 'max_quantity' | 'remaining_quantity'>): number {
  return Math.max(0, Math.min(Number(item.max_quantity), Number(item.remaining_quantity)));
}

/** The per-purchase cap (max_quantity) is what limits a purchase now, not the stock: say so. */
export function capBinds(item: Pick<WebItem, 'max_quantity' | 'remaining_quantity'>): boolean {
  return Number(item.max_quantity) < Number(item.remaining_quantity);
}

/** Tiers a buyer can reach: none above the per-purchase cap (max_quantity), sorted by quantity. */
export function reachableTiers(tiers: readonly BundleTanka[] | undefined, cap: number): BundleTanka[] {
  return [...(tiers ?? [])].filter((tier) => tier.quantity <= cap).sort((a, b) => a.quantity - b.quantity);
}
