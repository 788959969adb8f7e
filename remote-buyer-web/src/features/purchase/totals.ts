import { taxOn } from '../../common/pricing';
import type { PurchaseDoneRow } from './types';

type Line = Pick<PurchaseDoneRow, 'quantity_per_package' | 'KUCHI_SU' | 'HA_SU' | 'unit_price' | 'price' | 'commission'>;

/** Stems on one line: whole packages times stems per package, plus loose stems. */
export function stemsOf(line: Line): number {
  return Number(line.KUCHI_SU) * Number(line.quantity_per_package) + Number(line.HA_SU);
}

/** The server's amount when it sent one (it owns every number), else stems × unit price. */
export function lineAmount(line: Line): number {
  if (line.price !== undefined) return line.price;
  return stemsOf(line) * Number(line.unit_price);
}

/**
 * Totals of the buy-done page, as the server's pricing documents them: tax is the TAX_RATE
 * setting (taxRatePercent, from GET /users/web) of (amount + the market's commission), rounded
 * once on the whole.
 */
export function totalsOf(lines: Line[], taxRatePercent: number) {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const commission = lines.reduce((sum, line) => sum + (line.commission ?? 0), 0);
  const tax = taxOn(subtotal + commission, taxRatePercent);
  return { subtotal, commission, tax, total: subtotal + commission + tax };
}
