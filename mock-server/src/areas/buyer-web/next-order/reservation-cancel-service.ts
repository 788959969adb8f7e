import { ApiError } from '../../../http/api-error';
import { cancelReservation, findOwnReservationForUpdate } from './reservation-repository';
import type { Buyer, BuyerWebDeps } from '../deps';
import { japanDate } from '../../../time/japan-time';
import { buyerWebMessages as msg } from '../messages';

/**
 * POST /users/next-reservation/cancel: the branch withdraws one of its own next-order
 * reservations. The market acts on reservations on their sale day, so from that day (Japan
 * time) on a reservation stays; before it, the buyer may withdraw it.
 */
export async function cancelNextReservation(deps: BuyerWebDeps, buyer: Buyer, yoyakuNo: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const r = await findOwnReservationForUpdate(tx, buyer.branchId, yoyakuNo);
    if (!r) throw new ApiError(404, msg.reservationNotFound, { code: 'reservation_not_found', field: 'reservation' });
    if (r.cancelled) throw new ApiError(409, msg.reservationAlreadyCancelled, { code: 'reservation_already_cancelled', field: 'reservation' });
    if (r.sale_date <= japanDate(now)) {
      throw new ApiError(409, msg.reservationLocked, { code: 'reservation_locked', field: 'reservation' });
    }
    await cancelReservation(tx, yoyakuNo, now);
    return { YOYAKU_NO: yoyakuNo, cancelled: true };
  });
}
