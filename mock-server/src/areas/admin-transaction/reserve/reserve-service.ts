import { RESERVATION_STATUS, SALE_KBN } from '../../../domain/values';
import { ApiError } from '../../../http/api-error';
import { listParams } from '../../../http/contract';
import { writeAdminChange } from '../../../logs/audit-log';
import { parseQueryDate } from '../../../http/query-dates';
import { commissionPerStem } from '../../../domain/pricing';
import { offsetOf, pageEnvelope } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import type { AdminTransactionDeps } from '../deps';
import { adminTransactionMessages as msg } from '../messages';
import { findReceivingRef, insertSale } from '../sale/sale-repository';
import { announce } from '../announce';
import { takeStock } from '../stock/stock-service';
import {
  findReserve,
  listReserves,
  lockReserve,
  lotPriceOfReceiving,
  markCancelled,
  markFulfilled,
  reserveBranch,
  type StoredReserve,
} from './reserve-repository';
import type { ReserveFulfil, ReserveQuery } from './reserve-schemas';

export async function listReservePage(deps: AdminTransactionDeps, query: ReserveQuery) {
  const q = listParams(query, 50);
  const filter = {
    query: q.query,
    saleDate: parseQueryDate(q.SALE_DATE, 'querystring.SALE_DATE'),
    baisanCd: q.BAISAN_CD,
    baisanEda: q.BAISAN_EDA,
    status: q.STATUS,
  };
  const { rows, total } = await listReserves(deps.db, filter, q.per, offsetOf(q.per, q.page));
  return pageEnvelope(rows, total, q.per, q.page);
}

function assertOpen(y: StoredReserve | null, _yoyakuNo: number): StoredReserve {
  if (!y) throw new ApiError(404, msg.reservationNotFound, { code: 'reservation_not_found', field: 'YOYAKU_NO' });
  if (y.sale_id !== null || y.cancelled_at !== null) {
    throw new ApiError(409, msg.reservationClosed, { code: 'reservation_closed', field: 'YOYAKU_NO' });
  }
  return y;
}

/**
 * POST /admins/reserve/fulfil/{YOYAKU_NO}: the reservation becomes a 注文 sale (SALE_KBN 2) of
 * the same product on the given receiving, at the lot's web price unless TANKA is given;
 * STOCK_SU is taken in the same transaction (409 when it no longer fits).
 */
export async function fulfilReserve(deps: AdminTransactionDeps, actor: Actor, yoyakuNo: number, body: ReserveFulfil) {
  await deps.db.transaction(async (tx) => {
    const y = assertOpen(await lockReserve(tx, yoyakuNo), yoyakuNo);
    const receiving = await findReceivingRef(tx, body.NIUKE_DEMPYO_NO, body.NIUKE_NO);
    if (!receiving) throw new ApiError(404, msg.receivingNotFound, { code: 'receiving_not_found', field: 'NIUKE_DEMPYO_NO' });
    if (receiving.shohin_cd !== y.shohin_cd) {
      throw new ApiError(409, msg.reservationWrongProduct, { code: 'reservation_wrong_product' });
    }
    const tanka = body.TANKA ?? (await lotPriceOfReceiving(tx, receiving.id));
    const haSu = Math.max(0, y.so_su - y.kuchi_su * y.quantity_per_package);
    await takeStock(tx, { receivingId: receiving.id, webItemId: null, kuchiSu: y.kuchi_su, haSu });
    const saleId = await insertSale(tx, {
      saleKbn: SALE_KBN.order,
      saleDate: receiving.sale_date,
      branchId: y.branch_id,
      receivingId: receiving.id,
      webItemId: null,
      kuchiSu: y.kuchi_su,
      haSu,
      soSu: y.kuchi_su * receiving.iri_su + haSu,
      tanka,
      rateTanka: commissionPerStem(tanka, y.sale_rate),
      discountTanka: 0,
      biko: '',
      createdAt: actor.at,
    });
    await markFulfilled(tx, yoyakuNo, saleId);
    await writeAdminChange(tx, {
      ...actor,
      entity: 'reservation',
      key: yoyakuNo,
      action: 'update',
      before: { STATUS: RESERVATION_STATUS.open, SALE_ID: null },
      after: { STATUS: RESERVATION_STATUS.fulfilled, SALE_ID: saleId, NIUKE_DEMPYO_NO: body.NIUKE_DEMPYO_NO, NIUKE_NO: body.NIUKE_NO, TANKA: tanka },
    });
  });
  const fulfilled = (await findReserve(deps.db, yoyakuNo))!;
  await announceReserve(deps, yoyakuNo, 'reservation_fulfilled', fulfilled);
  return fulfilled;
}

/** DELETE /admins/reserve/delete/{YOYAKU_NO}: the market cancels an open reservation. */
export async function cancelReserve(deps: AdminTransactionDeps, actor: Actor, yoyakuNo: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const y = assertOpen(await lockReserve(tx, yoyakuNo), yoyakuNo);
    await markCancelled(tx, yoyakuNo, actor.at);
    await writeAdminChange(tx, {
      ...actor,
      entity: 'reservation',
      key: yoyakuNo,
      action: 'delete',
      before: { SHOHIN_CD: y.shohin_cd, KUCHI_SU: y.kuchi_su, SO_SU: y.so_su },
    });
  });
  const cancelled = await findReserve(deps.db, yoyakuNo);
  if (cancelled) await announceReserve(deps, yoyakuNo, 'reservation_cancelled', cancelled);
}

/** The reserving branch hears that the market fulfilled or cancelled its next order. */
async function announceReserve(
  deps: AdminTransactionDeps,
  yoyakuNo: number,
  kind: 'reservation_fulfilled' | 'reservation_cancelled',
  y: { SHOHIN_NM: string; SALE_DATE: string },
) {
  const branchId = await reserveBranch(deps.db, yoyakuNo);
  if (branchId === null) return;
  const title =
    kind === 'reservation_fulfilled' ? msg.reservationFulfilledNotice(y.SHOHIN_NM, y.SALE_DATE) : msg.reservationCancelledNotice(y.SHOHIN_NM, y.SALE_DATE);
  await announce(deps, { audience: { to: 'branch', branchId }, kind, data: { yoyaku_no: yoyakuNo }, notice: { title, link: '/web' } });
}
