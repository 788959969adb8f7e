// The price and fee rule is written once in shared (the server charges with the same functions).
export { chargeOf, type PricingRates } from 'shared';
