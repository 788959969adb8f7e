import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AreaDeps } from '../../../http/area-deps';
import { adminRouteSchemas } from '../common-schemas';
import { adminNewsMailMessages as m } from '../messages';
import { WebNewsCreateBody, WebNewsIdParams, WebNewsItem, WebNewsListQuery, WebNewsPage, WebNewsUpdateBody } from './news-web-schemas';
import * as service from './news-web-service';

const routes = adminRouteSchemas('admin web news');

/** /admins/news_web: the /web ticker's list, create, update (also the 休止 switch), delete. */
export function newsWebRoutes(plain: FastifyInstance, deps: AreaDeps): void {
  const app = typed(plain);

  app.get('/admins/news_web', routes.list('Ticker lines in PRINT_ORDER', WebNewsListQuery, WebNewsPage), async (request) =>
    service.webNewsPage(deps.db, listParams(request.query, 50)),
  );

  app.post('/admins/news_web', routes.create('Create a ticker line', WebNewsCreateBody, WebNewsItem), async (request) =>
    service.createWebNews(deps, actorOf(request), request.body),
  );

  app.put('/admins/news_web/:id', routes.update('Update a ticker line (any subset)', WebNewsIdParams, WebNewsUpdateBody, WebNewsItem), async (request) =>
    service.updateWebNews(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete('/admins/news_web/delete/:id', routes.remove('Delete a ticker line', WebNewsIdParams), async (request) => {
    await service.deleteWebNews(deps, actorOf(request), request.params.id);
    return { message: m.webNewsDeleted };
  });
}
