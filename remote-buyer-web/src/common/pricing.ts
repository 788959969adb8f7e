/**
 * The percentages the server charges with, as GET /users/web tells them: TAX_RATE and the
 * branch's SALE_RATE. The client keeps no rate of its own.
 */
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

/** Commission per stem, rounded half up to the yen, exactly as the server (services/buyer-web/pricing.ts). */
export function commissionPerStem(tanka: number, saleRatePercent: number): number {
  return Math.floor((tanka * Math.round(saleRatePercent * 100) + 5000) / 10000);
}

/** Stems at a per-stem price: amount, the market's commission, tax on both rounded once, total. */
export function chargeOf(stems: number, tanka: number, rates: PricingRates): Charge {
  const amount = stems * tanka;
  const commission = stems * commissionPerStem(tanka, rates.saleRate);
  const tax = Math.round(((amount + commission) * rates.taxRate) / 100);
  return { amount, commission, tax, total: amount + commission + tax };
}
