import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { typed } from '../../../http/contract';
import { tags } from '../common-schemas';
import { NewsAnswer, NewsPage, NewsParams, NewsQuery } from './news-schemas';
import { buyerNewsPage, readBuyerNews } from './news-service';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';

/** GET /users/news(/{id}): the news a signed-in account sees. */
export function newsRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/users/news', route({ summary: 'News visible now, important first, newest first', querystring: NewsQuery }, NewsPage, [400, 401]), async (request) =>
    buyerNewsPage(deps, currentUser(request).accountId, request.query.per ?? 10, request.query.page ?? 1),
  );

  r.get(
    '/users/news/:id',
    route({ summary: 'One news (marks it read); the file through a signed, expiring URL', params: NewsParams }, NewsAnswer, [400, 401, 404]),
    async (request) => readBuyerNews(deps, currentUser(request).accountId, request.params.id),
  );
}
