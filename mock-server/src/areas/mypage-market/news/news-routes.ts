import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { errorResponses, typed } from '../../../http/contract';
import { security, tags } from '../common-schemas';
import { NewsAnswer, NewsPage, NewsParams, NewsQuery } from './news-schemas';
import { buyerNewsPage, readBuyerNews } from './news-service';
import type { AreaDeps } from '../../../http/area-deps';

/** GET /users/news(/{id}): the news a signed-in account sees. */
export function newsRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const api = typed(app);
  api.get(
    '/users/news',
    {
      schema: {
        tags,
        security,
        summary: 'News visible now, important first, newest first',
        querystring: NewsQuery,
        response: { 200: NewsPage, ...errorResponses(400, 401) },
      },
    },
    async (request) => buyerNewsPage(deps.db, currentUser(request).accountId, request.query.per ?? 10, request.query.page ?? 1, deps.clock.now()),
  );

  api.get(
    '/users/news/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One news (marks it read); the file through a signed, expiring URL',
        params: NewsParams,
        response: { 200: NewsAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => readBuyerNews(deps.db, deps.files, currentUser(request).accountId, request.params.id, deps.clock.now()),
  );
}
