import type { Static } from 'typebox';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import type { OrderBody } from './common-schemas';
import { findWebHours, type WebHoursRow } from '../../db/settings-repository';
import { buyerWebMessages as msg } from './messages';
import { webHoursStatus } from './web-hours';

/** One line of POST /users/web/buy and /users/web/next-order. */
export interface OrderLine {
  id: number;
  KUCHI_SU: number;
  HA_SU: number;
}

/** Only the fields the server uses: whatever else a client sent (a price) is dropped here. */
export const linesOf = (body: Static<typeof OrderBody>): OrderLine[] => body.items.map(({ id, KUCHI_SU, HA_SU }) => ({ id, KUCHI_SU, HA_SU }));

const isCount = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1_000_000;

/** Checks what the schema cannot: something asked for on each line, each lot once. */
export function checkOrderLines(items: readonly OrderLine[], mode: 'buy' | 'next-order'): void {
  if (!Array.isArray(items) || items.length === 0) {
    throw new ApiError(400, msg.emptyQuantity, { code: 'empty_quantity', field: 'items' });
  }
  const seen = new Set<number>();
  items.forEach((line, i) => {
    if (!Number.isInteger(line.id) || line.id < 1) throw new ApiError(400, msg.lotNotFound, { code: 'lot_not_found', field: `items[${i}].id` });
    if (!isCount(line.KUCHI_SU) || !isCount(line.HA_SU)) {
      throw new ApiError(400, msg.emptyQuantity, { code: 'empty_quantity', field: `items[${i}]` });
    }
    if (line.KUCHI_SU + line.HA_SU === 0) throw new ApiError(400, msg.emptyQuantity, { code: 'empty_quantity', field: `items[${i}]` });
    if (mode === 'next-order' && line.KUCHI_SU < 1) {
      throw new ApiError(400, msg.reservationNeedsPackages, { code: 'reservation_needs_packages', field: `items[${i}].KUCHI_SU` });
    }
    if (seen.has(line.id)) throw new ApiError(400, msg.duplicateItem, { code: 'duplicate_item', field: `items[${i}].id` });
    seen.add(line.id);
  });
}

/** Lines in id order, so two multi-lot purchases lock rows in the same order (no deadlock). */
export const inLockOrder = (items: readonly OrderLine[]) => [...items].sort((a, b) => a.id - b.id);

/** Buying and reserving happen only inside the market's web hours (admin Time, Japan time). */
export async function assertWebOpen(db: Queryable, now: Date): Promise<void> {
  const closed = webClosed(await findWebHours(db), now);
  if (closed) throw closed;
}

/** The refusal outside web hours, or null inside them. */
export function webClosed(row: WebHoursRow | null, now: Date): ApiError | null {
  const hours = webHoursStatus(row, now);
  if (hours.is_open) return null;
  return new ApiError(409, msg.outsideHours(hours.opens_at_label as string), { code: 'outside_hours' });
}
