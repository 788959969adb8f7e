import type { WebCartLine } from '../../buyer-types';
import { isPriceUndecided, isSoldOut, maxBuyablePackages } from '../../web-item/display-rules';
import { messages } from '../../page-messages';

/** Why a cart line cannot be bought as it is now (live stock, the lot left sale), or null when it fits. */
export function lineProblem(line: Pick<WebCartLine, 'on_sale' | 'item' | 'KUCHI_SU' | 'HA_SU'>): string | null {
  const m = messages.cart;
  if (!line.on_sale) return m.notOnSale;
  if (isPriceUndecided(line.item.unit_price)) return m.priceUndecided;
  if (isSoldOut(line.item)) return m.soldOut;
  const packages = maxBuyablePackages(line.item);
  const stems = Math.max(0, Number(line.item.hasu));
  if (line.KUCHI_SU > packages || line.HA_SU > stems) return m.noLongerFits(packages, stems);
  return null;
}
