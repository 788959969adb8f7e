import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import type { BuyerWebDeps } from '../deps';
import { getWebFilters, getWebPhotos, getWebItemsPage, getWebTicker } from './listing-service';
import { parsePage, parseWebItemFilters } from './listing-filters';
import { buyerOf } from '../buyer';
import { tags } from '../common-schemas';
import { IdQuery, PhotoAnswer, TickerRows, WebFilters, WebItemsPage, WebItemsQuery } from './listing-schemas';
import { bearerRoute } from '../../../http/route-options';

/** Spec §7 buyer reads: filters, listing, ticker, photos. */
export function listingRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/users/web', route({ summary: 'Listing filters, notice and web hours' }, WebFilters, [401, 403]), async (request, reply) => {
    // The JSON bytes from the listing model, whose market-wide part is serialised once.
    return reply.type('application/json; charset=utf-8').send((await getWebFilters(deps, buyerOf(request))) as never);
  });

  r.get(
    '/users/web/detail',
    route(
      { summary: 'Lots on offer, filtered (repeated or comma-separated list parameters) and paginated', querystring: WebItemsQuery },
      WebItemsPage,
      [400, 401, 403],
    ),
    async (request, reply) => {
      // The JSON bytes the listing model assembled from each lot's serialised form.
      const answer = await getWebItemsPage(deps, buyerOf(request), parseWebItemFilters(request.query), parsePage(request.query));
      return reply.type('application/json; charset=utf-8').send(answer as never);
    },
  );

  r.get('/users/web/news', route({ summary: 'Web news ticker: current, not suspended, in PRINT_ORDER' }, TickerRows, [401, 403]), async (request) => {
    buyerOf(request);
    return getWebTicker(deps);
  });

  r.get(
    '/users/web/photo',
    route({ summary: 'Signed, expiring GET URLs of the lot photos', querystring: IdQuery }, PhotoAnswer, [400, 401, 403, 404]),
    async (request) => {
      buyerOf(request);
      return getWebPhotos(deps, request.query.id);
    },
  );
}
