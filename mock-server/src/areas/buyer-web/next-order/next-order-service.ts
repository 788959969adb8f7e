import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { findNextOrderDoneRows, insertReservation, listNextReservations } from './reservation-repository';
import { findBundleTiers, findLot } from '../web-item/web-lot-repository';
import type { Buyer, BuyerWebDeps } from '../deps';
import { runIdempotent } from '../purchase/idempotency';
import { addDays, japanDate, japanInstantText, slashDate } from '../../../time/japan-time';
import { nextOrderDeadlineTime } from '../../../db/settings-repository';
import { buyerWebMessages as msg } from '../messages';
import { assertWebOpen, checkOrderLines, inLockOrder, type OrderLine } from '../order-lines';
import { reservationPriceText } from '../../../domain/pricing';

/** The day after `isoDate` ('YYYY-MM-DD'). */
export function nextDay(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The instant a next order for `saleDate` ('YYYY-MM-DD') closes: `time` ('HH:MM') Japan time on the day before. */
export function nextOrderDeadline(saleDate: string, time: string): Date {
  return new Date(japanInstantText(addDays(saleDate, -1), time));
}

async function reserveLine(tx: Queryable, buyer: Buyer, line: OrderLine, now: Date, uuid: string, deadlineTime: string): Promise<void> {
  const lot = await findLot(tx, line.id);
  if (!lot) throw new ApiError(404, msg.lotNotFound, { code: 'lot_not_found', field: 'id' });
  if (!lot.on_sale) throw new ApiError(409, msg.lotNotOnSale, { code: 'lot_not_on_sale', field: 'id' });
  if (!lot.yoyaku_permit_flg) throw new ApiError(409, msg.reservationNotPermitted, { code: 'reservation_not_permitted', field: 'id' });
  if (line.KUCHI_SU > lot.max_quantity) {
    throw new ApiError(409, msg.overMaxQuantity(lot.max_quantity), { code: 'over_max_quantity', field: 'KUCHI_SU' });
  }
  const today = japanDate(now);
  // A reservation is for the next sale after this lot's (and never for a day already past).
  const saleDate = nextDay(lot.sale_date > today ? lot.sale_date : today);
  const deadline = nextOrderDeadline(saleDate, deadlineTime);
  if (now.getTime() >= deadline.getTime()) {
    throw new ApiError(409, msg.nextOrderClosed(slashDate(saleDate), `${slashDate(addDays(saleDate, -1))} ${deadlineTime}`), {
      code: 'next_order_deadline_passed',
      field: 'id',
    });
  }
  await insertReservation(tx, {
    branchId: buyer.branchId,
    webItemId: lot.id,
    shohinCd: lot.shohin_cd,
    saleDate,
    yoyakuDate: now,
    specification: lot.specification,
    quantityPerPackage: lot.quantity_per_package,
    kuchiSu: line.KUCHI_SU,
    soSu: line.KUCHI_SU * lot.quantity_per_package + line.HA_SU,
    webTanka: reservationPriceText(lot, await findBundleTiers(tx, lot.id), now),
    transactionUuid: uuid,
  });
}

/**
 * POST /users/web/next-order: reserves for the next sale; takes no stock from today's lot, but
 * obeys the same hours, max_quantity and on-sale rules, and only where YOYAKU_PERMIT_FLG allows.
 */
export async function reserveNextOrder(deps: BuyerWebDeps, buyer: Buyer, items: OrderLine[], idempotencyKey?: string): Promise<{ transactionUUID: string }> {
  checkOrderLines(items, 'next-order');
  const now = deps.clock.now();
  const result = await runIdempotent(
    deps.db,
    { accountId: buyer.accountId, key: idempotencyKey, endpoint: 'POST /users/web/next-order', body: { items }, now },
    async (tx) => {
      // Inside the work, after a replay would have answered: a retry of a call that went through
      // before closing time gets its first answer, not a refusal.
      await assertWebOpen(tx, now);
      const uuid = randomUUID();
      const deadlineTime = await nextOrderDeadlineTime(tx);
      for (const line of inLockOrder(items)) await reserveLine(tx, buyer, line, now, uuid, deadlineTime);
      return { transactionUUID: uuid };
    },
  );
  return result.body;
}

export async function findNextOrderDone(deps: BuyerWebDeps, buyer: Buyer, transactionUuid: string) {
  const rows = await findNextOrderDoneRows(deps.db, buyer.branchId, transactionUuid);
  if (rows.length === 0) throw new ApiError(404, msg.transactionNotFound, { code: 'transaction_not_found', field: 'transactionUUID' });
  return rows;
}

/** GET /users/next-reservation: the branch's own standing reservations. */
export async function getNextReservations(deps: BuyerWebDeps, buyer: Buyer) {
  const rows = await listNextReservations(deps.db, buyer.branchId, japanDate(deps.clock.now()));
  return rows.map((r) => ({ ...r, yoyaku_date: r.yoyaku_date.toISOString() }));
}
