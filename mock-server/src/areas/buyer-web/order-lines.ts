import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { findWebHours } from './web-settings-repository';
import { buyerWebMessages as msg } from './messages';
import { webHoursStatus, type WebHoursRow } from './web-hours';

/** One line of POST /users/web/buy and /users/web/next-order. */
export interface OrderLine {
  id: number;
  KUCHI_SU: number;
  HA_SU: number;
}

const isCount = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1_000_000;

/** Checks what the schema cannot: something asked for on each line, each lot once. */
export function checkOrderLines(items: readonly OrderLine[], mode: 'buy' | 'next-order'): void {
  if (!Array.isArray(items) || items.length === 0) {
    throw new ApiError(400, 'items: at least one line is required', msg.emptyQuantity);
  }
  const seen = new Set<number>();
  items.forEach((line, i) => {
    if (!Number.isInteger(line.id) || line.id < 1) throw new ApiError(400, `items[${i}].id: a web item id is required`, msg.lotNotFound);
    if (!isCount(line.KUCHI_SU) || !isCount(line.HA_SU)) {
      throw new ApiError(400, `items[${i}]: KUCHI_SU and HA_SU must be integers of 0 or more`, msg.emptyQuantity);
    }
    if (line.KUCHI_SU + line.HA_SU === 0) throw new ApiError(400, `items[${i}]: KUCHI_SU and HA_SU are both 0`, msg.emptyQuantity);
    if (mode === 'next-order' && line.KUCHI_SU < 1) {
      throw new ApiError(400, `items[${i}].KUCHI_SU: a next order reserves whole packages (1 or more)`, msg.reservationNeedsPackages);
    }
    if (seen.has(line.id)) throw new ApiError(400, `items[${i}].id: web item ${line.id} appears twice`, msg.duplicateItem);
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
  return new ApiError(
    409,
    `outside web hours ${hours.START_TIME}–${hours.END_TIME} (Japan time); opens at ${hours.opens_at}`,
    msg.outsideHours(hours.opens_at_label as string),
  );
}
