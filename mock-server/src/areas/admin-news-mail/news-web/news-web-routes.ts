import type { FastifyInstance } from 'fastify';
import { errorResponses, listParams, MessageAnswer, typed } from '../../../http/contract';
import { actorOf } from '../actor';
import { adminNewsMailMessages as m } from '../messages';
import { WebNewsCreateBody, WebNewsIdParams, WebNewsItem, WebNewsListQuery, WebNewsPage, WebNewsUpdateBody } from './news-web-schemas';
import * as service from './news-web-service';

const tags = ['admin web news'];
const security = [{ bearer: [] }];

/** /admins/news_web: the /web ticker's list, create, update (also the 休止 switch), delete. */
export default async function newsWebRoutes(plain: FastifyInstance): Promise<void> {
  const app = typed(plain);

  app.get(
    '/admins/news_web',
    {
      schema: {
        tags,
        security,
        summary: 'Ticker lines in PRINT_ORDER',
        querystring: WebNewsListQuery,
        response: { 200: WebNewsPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.webNewsPage(app.db, listParams(request.query, 50)),
  );

  app.post(
    '/admins/news_web',
    { schema: { tags, security, summary: 'Create a ticker line', body: WebNewsCreateBody, response: { 200: WebNewsItem, ...errorResponses(400, 401, 403) } } },
    async (request) => service.createWebNews(app.db, actorOf(plain, request), request.body),
  );

  app.put(
    '/admins/news_web/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update a ticker line (any subset)',
        params: WebNewsIdParams,
        body: WebNewsUpdateBody,
        response: { 200: WebNewsItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateWebNews(app.db, actorOf(plain, request), request.params.id, request.body),
  );

  app.delete(
    '/admins/news_web/delete/:id',
    {
      schema: { tags, security, summary: 'Delete a ticker line', params: WebNewsIdParams, response: { 200: MessageAnswer, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      await service.deleteWebNews(app.db, actorOf(plain, request), request.params.id);
      return { message: m.webNewsDeleted };
    },
  );
}
