import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import type { BuyerWebDeps } from '../deps';
import { buyerOf } from '../buyer';
import { tags } from '../common-schemas';
import { Favorites } from './favorites-schemas';
import { getFavorites, saveFavorites } from './favorites-service';
import { bearerRoute } from '../../../http/route-options';

/** The branch's favourite shippers, varieties and products (お気に入り). */
export function favoritesRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/users/favorites', route({ summary: "The branch's favourite shippers, varieties and products" }, Favorites, [401, 403]), async (request) =>
    getFavorites(deps, buyerOf(request)),
  );
  r.put(
    '/users/favorites',
    route({ summary: "Replace the branch's favourites with the whole set sent; answers the saved set", body: Favorites }, Favorites, [400, 401, 403]),
    async (request) => saveFavorites(deps, buyerOf(request), request.body),
  );
}
