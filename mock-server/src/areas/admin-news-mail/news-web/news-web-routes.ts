import { MessageAnswer } from '../../../http/contract';
import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';
import { adminNewsMailMessages as m } from '../messages';
import { WebNewsCreateBody, WebNewsIdParams, WebNewsItem, WebNewsListQuery, WebNewsPage, WebNewsUpdateBody } from './news-web-schemas';
import * as service from './news-web-service';

const tags = ['admin web news'];

/** /admins/news_web: the /web ticker's list, create, update (also the 休止 switch), delete. */
export function newsWebRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);

  r.get('/admins/news_web', route({ summary: 'Ticker lines in PRINT_ORDER', querystring: WebNewsListQuery }, WebNewsPage, [400, 401, 403]), async (request) =>
    service.webNewsPage(deps, listParams(request.query, 50)),
  );

  r.post('/admins/news_web', route({ summary: 'Create a ticker line', body: WebNewsCreateBody }, WebNewsItem, [400, 401, 403]), async (request) =>
    service.createWebNews(deps, actorOf(request), request.body),
  );

  r.put(
    '/admins/news_web/:id',
    route({ summary: 'Update a ticker line (any subset)', params: WebNewsIdParams, body: WebNewsUpdateBody }, WebNewsItem, [400, 401, 403, 404]),
    async (request) => service.updateWebNews(deps, actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/admins/news_web/delete/:id',
    route({ summary: 'Delete a ticker line', params: WebNewsIdParams }, MessageAnswer, [401, 403, 404]),
    async (request) => {
      await service.deleteWebNews(deps, actorOf(request), request.params.id);
      return { message: m.webNewsDeleted };
    },
  );
}
