import type { FastifyInstance } from 'fastify';
import { MessageAnswer, typed } from '../../../http/contract';
import { buyerOf } from '../buyer';
import { tags } from '../common-schemas';
import type { BuyerWebDeps } from '../deps';
import { Cart, CartBody } from './cart-schemas';
import { emptyCart, getCart, putCart } from './cart-service';
import { bearerRoute } from '../../../http/route-options';

/** The branch's cart: kept on the server, holds no stock. */
export function cartRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/users/web/cart', route({ summary: "The branch's cart, each line with its lot as listed now" }, Cart, [401, 403]), async (request) =>
    getCart(deps, buyerOf(request)),
  );
  r.put(
    '/users/web/cart',
    route(
      { summary: 'Replace the whole cart; new and changed lines are checked like a purchase (no stock is held)', body: CartBody },
      Cart,
      [400, 401, 403, 404, 409],
    ),
    async (request) =>
      putCart(
        deps,
        buyerOf(request),
        request.body.items.map(({ id, KUCHI_SU, HA_SU }) => ({ id, KUCHI_SU, HA_SU })),
      ),
  );
  r.delete('/users/web/cart', route({ summary: 'Empty the cart' }, MessageAnswer, [401, 403]), async (request) => emptyCart(deps, buyerOf(request)));
}
