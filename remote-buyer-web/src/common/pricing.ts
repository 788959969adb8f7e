// The price and fee rule is written once in shared (the server charges with the same functions).
export { applyingTier, chargeOf, taxOn, type PricingRates } from 'shared';
