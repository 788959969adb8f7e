import type { FastifyInstance } from 'fastify';
import { errors } from '../../../http/schemas';
import type { BuyerWebDeps } from '../context';
import { getNextReservations, getWebFilters, getWebItemsPage, getWebPhotos, getWebTicker } from './listing-service';
import { parsePage, parseWebItemFilters } from './listing-filters';
import { buyerOf } from '../buyer';
import { idQuery, nextReservationRows, photoAnswer, tickerRows, webFilters, webItemsPage, webItemsQuery } from '../schemas';

const tags = ['buyer-web'];
const security = [{ bearer: [] }];

/** Spec §7 buyer reads: filters, listing, ticker, photos, next reservations. */
export function listingRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  app.get(
    '/users/web',
    { schema: { tags, security, summary: 'Listing filters, notice and web hours', response: { 200: webFilters, ...errors(401, 403) } } },
    async (request) => {
      return getWebFilters(deps, buyerOf(request));
    },
  );

  app.get(
    '/users/web/detail',
    {
      schema: {
        tags,
        security,
        summary: 'Lots on offer, filtered (repeated or comma-separated list parameters) and paginated',
        querystring: webItemsQuery,
        response: { 200: webItemsPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      return getWebItemsPage(deps, buyerOf(request), parseWebItemFilters(query), parsePage(query));
    },
  );

  app.get(
    '/users/web/news',
    { schema: { tags, security, summary: 'Web news ticker: current, not suspended, in PRINT_ORDER', response: { 200: tickerRows, ...errors(401, 403) } } },
    async (request) => {
      buyerOf(request);
      return getWebTicker(deps);
    },
  );

  app.get(
    '/users/web/photo',
    {
      schema: {
        tags,
        security,
        summary: 'Signed, expiring GET URLs of the lot photos',
        querystring: idQuery,
        response: { 200: photoAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      buyerOf(request);
      return getWebPhotos(deps, (request.query as { id: number }).id);
    },
  );

  app.get(
    '/users/next-reservation',
    { schema: { tags, security, summary: "The branch's next-order reservations", response: { 200: nextReservationRows, ...errors(401, 403) } } },
    async (request) => getNextReservations(deps, buyerOf(request)),
  );
}
