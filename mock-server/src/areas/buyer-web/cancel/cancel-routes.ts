import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import { buyerOf, idempotencyKeyOf } from '../buyer';
import { IdempotencyHeaders, tags } from '../common-schemas';
import type { BuyerWebDeps } from '../deps';
import { CancelAnswer, CancelBody, CancellableRows } from './cancel-schemas';
import { cancelPurchase, listCancellablePurchases } from './cancel-service';
import { bearerRoute } from '../../../http/route-options';

/** The buyer's own purchases still inside SALE_SAVE_PERIOD, and cancelling one of them. */
export function cancelRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get(
    '/users/cancellable',
    {
      ...route({ summary: 'Own WEB purchases still inside SALE_SAVE_PERIOD, with deadlines' }, CancellableRows, [401, 403]),
    },
    async (request) => listCancellablePurchases(deps, buyerOf(request)),
  );

  r.post(
    '/users/cancellable/cancel',
    route(
      { summary: 'Cancel one own purchase line within SALE_SAVE_PERIOD; the quantity returns to stock', headers: IdempotencyHeaders, body: CancelBody },
      CancelAnswer,
      [400, 401, 403, 404, 409, 422],
    ),
    async (request) => cancelPurchase(deps, buyerOf(request), request.body, idempotencyKeyOf(request)),
  );
}
