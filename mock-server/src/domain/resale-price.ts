/**
 * The branch's resale guide (販売目安): what the market charges per stem, commission included,
 * plus the branch's sell_margin_rate set by its head branch in /setting. Shown to the buyer
 * only; the market's charge never depends on it. See docs/requirements.md, Part 3 "Purchasing rules".
 */
import { commissionPerStem } from './pricing';

/** Per-stem price × (1 + margin %), rounded half up to the yen; null while the price is 未定 (0). */
export function resalePrice(chargedPerStem: number, sellMarginPercent: number): number | null {
  if (chargedPerStem <= 0) return null;
  // Integer basis points, as for the commission, so 25.5 % never meets a binary-fraction rounding.
  const basisPoints = Math.round(sellMarginPercent * 100);
  return Math.floor((chargedPerStem * (10000 + basisPoints) + 5000) / 10000);
}

/** The same guide from the stem price before commission and the branch's SALE_RATE. */
export function resalePriceOfStem(webTanka: number, saleRatePercent: number, sellMarginPercent: number): number | null {
  if (webTanka <= 0) return null;
  return resalePrice(webTanka + commissionPerStem(webTanka, saleRatePercent), sellMarginPercent);
}
