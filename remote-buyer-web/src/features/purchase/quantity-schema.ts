import * as yup from 'yup';
import { messages } from '../../page-messages';
import { maxBuyablePackages } from '../../web-item/display-rules';
import type { WebItem } from '../../web-item/types';

/** 'cart' takes a purchase's quantity into the cart: the buy rules, nothing bought yet. */
export type PurchaseMode = 'buy' | 'next-order' | 'cart';

export interface QuantityValues {
  KUCHI_SU: number | '';
  HA_SU: number | '';
}

export interface QuantityLimits {
  packages: number;
  stems: number;
}

/**
 * How much one call may ask for. A purchase takes from what is left now (packages up to
 * max_quantity, loose stems up to hasu); a next-order reservation is for a later sale, so only
 * max_quantity bounds it, in whole packages only. The server checks the same.
 */
export function quantityLimits(item: WebItem, mode: PurchaseMode): QuantityLimits {
  if (mode !== 'next-order') return { packages: maxBuyablePackages(item), stems: Math.max(0, Number(item.hasu)) };
  return { packages: Number(item.max_quantity), stems: 0 };
}

const count = (max: number, overMax: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? 0 : value))
    .typeError(messages.purchase.integer)
    .integer(messages.purchase.integer)
    .min(0, messages.purchase.min0)
    .max(max, overMax);

export function quantitySchema(limits: QuantityLimits) {
  const m = messages.purchase;
  // "Nothing asked for" is reported on 口数, the field a buyer fills first.
  return yup.object({
    KUCHI_SU: count(limits.packages, m.overMax(limits.packages)).test('something', m.required, function (value) {
      return Number(value || 0) + Number(this.parent.HA_SU || 0) > 0;
    }),
    HA_SU: count(limits.stems, m.overHasu(limits.stems)),
  });
}

/** The body line of POST /users/web/buy and /users/web/next-order (design rule D6 "API conventions", docs/requirements.md). */
export function toOrderLine(item: WebItem, values: QuantityValues) {
  return { id: item.id, KUCHI_SU: Number(values.KUCHI_SU || 0), HA_SU: Number(values.HA_SU || 0) };
}
