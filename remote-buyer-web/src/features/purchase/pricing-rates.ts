/**
 * The percentages the server charges with, as GET /users/web tells them: TAX_RATE and the
 * branch's SALE_RATE. The client keeps no rate of its own.
 */
export interface PricingRates {
  taxRate: number;
  saleRate: number;
}
