'use strict';
/**
 * The price and fee rule, written once: the server charges with it (every yen of a web purchase
 * is computed from the lot as stored; the client's idea of the price is never read), the buyer's
 * screens estimate with it, and the purchase's SQL function (migration 010, web_buy_lines) does
 * the same sums, checked against these by mock-server/test/buyer-web/pricing-sql.test.ts.
 * The rules are written out in docs/requirements.md, Part 3 "Purchasing rules".
 */
const { PRICE_UNDECIDED } = require('./spec-values.cjs');

/** The recommended price applies once its start time has passed (or at once without one). */
function isRecommendedActive(lot, now) {
  return (
    lot.recommended_flag &&
    lot.recommended_unit_price !== null &&
    (lot.recommended_start_time === null || lot.recommended_start_time.getTime() <= now.getTime())
  );
}

/** Per-stem price before volume tiers. */
function baseStemPrice(lot, now) {
  return isRecommendedActive(lot, now) ? lot.recommended_unit_price : lot.unit_price;
}

/** The tier with the largest quantity that kuchiSu reaches, if any. */
function reachedTier(tiers, kuchiSu) {
  let best = null;
  for (const tier of tiers) {
    if (kuchiSu >= tier.quantity && (best === null || tier.quantity > best.quantity)) best = tier;
  }
  return best;
}

/**
 * The tier whose price is charged at kuchiSu packages: the one reached, if it is cheaper than the
 * base price (a tier never makes a buyer pay more than the price without it).
 */
function applyingTier(base, tiers, kuchiSu) {
  const tier = reachedTier(tiers, kuchiSu);
  return tier !== null && tier.bundle_tanka < base ? tier : null;
}

/** Per-stem price charged: the applying tier's, else the base. */
function stemPrice(lot, tiers, kuchiSu, now) {
  const base = baseStemPrice(lot, now);
  const tier = applyingTier(base, tiers, kuchiSu);
  return tier ? tier.bundle_tanka : base;
}

/** Commission per stem, rounded half up to the yen; saleRate is a percentage with two decimals. */
function commissionPerStem(webTanka, saleRatePercent) {
  const basisPoints = Math.round(saleRatePercent * 100);
  return Math.floor((webTanka * basisPoints + 5000) / 10000);
}

/** One purchase line: WEB_TANKA, DISCOUNT_TANKA, RATE_TANKA, SO_SU, PRICE and the commission. */
function priceLine(lot, tiers, kuchiSu, haSu, saleRatePercent, now) {
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
function reservationPriceText(lot, tiers, now) {
  const base = baseStemPrice(lot, now);
  if (base === 0) return PRICE_UNDECIDED;
  const lowest = tiers.reduce((low, t) => Math.min(low, t.bundle_tanka), base);
  return lowest < base ? `${lowest}〜${base}` : String(base);
}

/**
 * Tax on a sum of yen (amount + commission) at TAX_RATE percent, rounded half up to the yen once
 * on the whole: a purchase, an order of several lines and a day of sale history all round here.
 */
function taxOn(yen, taxRatePercent) {
  return Math.round((yen * taxRatePercent) / 100);
}

/** Stems at a per-stem price: amount, the market's commission, tax on both rounded once, total. */
function chargeOf(stems, tanka, rates) {
  const amount = stems * tanka;
  const commission = stems * commissionPerStem(tanka, rates.saleRate);
  const tax = taxOn(amount + commission, rates.taxRate);
  return { amount, commission, tax, total: amount + commission + tax };
}

module.exports = {
  isRecommendedActive,
  baseStemPrice,
  reachedTier,
  applyingTier,
  stemPrice,
  commissionPerStem,
  priceLine,
  reservationPriceText,
  taxOn,
  chargeOf,
};
