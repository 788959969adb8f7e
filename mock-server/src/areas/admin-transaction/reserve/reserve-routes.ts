import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../http/actor';
import { bearerRoute } from '../../../http/route-options';
import { MessageAnswer, typed } from '../../../http/contract';
import type { AdminTransactionDeps } from '../deps';
import { adminTransactionMessages as msg } from '../messages';
import { tags } from '../common-schemas';
import { AdminReserve, ReserveFulfil, ReservePage, ReserveQuery, YoyakuParams } from './reserve-schemas';
import { cancelReserve, fulfilReserve, listReservePage } from './reserve-service';

/** /admins/reserve: buyers' next-order reservations; the market fulfils or cancels them. */
export function reserveRoutes(app: FastifyInstance, deps: AdminTransactionDeps): void {
  const r = typed(app);
  const route = bearerRoute(tags);

  r.get(
    '/admins/reserve',
    route({ summary: 'Reservations by sale date and purchaser (STATUS 予約中, 引当済, 取消)', querystring: ReserveQuery }, ReservePage, [400, 401, 403]),
    async (request) => listReservePage(deps, request.query),
  );

  r.post(
    '/admins/reserve/fulfil/:YOYAKU_NO',
    route(
      {
        summary: 'Fulfil a reservation into a 注文 sale on a received lot of the same product (takes STOCK_SU; 409 when short)',
        params: YoyakuParams,
        body: ReserveFulfil,
      },
      AdminReserve,
      [400, 401, 403, 404, 409],
    ),
    async (request) => fulfilReserve(deps, actorOf(request), request.params.YOYAKU_NO, request.body),
  );

  r.delete(
    '/admins/reserve/delete/:YOYAKU_NO',
    route({ summary: 'Cancel an open reservation', params: YoyakuParams }, MessageAnswer, [400, 401, 403, 404, 409]),
    async (request) => {
      await cancelReserve(deps, actorOf(request), request.params.YOYAKU_NO);
      return { message: msg.reservationCancelled };
    },
  );
}
