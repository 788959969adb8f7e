/**
 * The price and fee rule, written once in shared's spec module (pricing.cjs) for the server, the
 * buyer's estimates and the purchase's SQL function (checked against it by a test).
 */
export {
  isRecommendedActive,
  baseStemPrice,
  reachedTier,
  applyingTier,
  stemPrice,
  commissionPerStem,
  priceLine,
  reservationPriceText,
  taxOn,
  type PricedLot,
  type BundleTier,
  type LinePrice,
} from 'shared/src/spec/index.cjs';
