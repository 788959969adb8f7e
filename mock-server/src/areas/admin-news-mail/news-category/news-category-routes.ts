import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AreaDeps } from '../../../http/area-deps';
import { adminRouteSchemas } from '../common-schemas';
import { adminNewsMailMessages as m } from '../messages';
import {
  NewsCategoryCreateBody,
  NewsCategoryIdParams,
  NewsCategoryItem,
  NewsCategoryListQuery,
  NewsCategoryPage,
  NewsCategoryUpdateBody,
} from './news-category-schemas';
import * as service from './news-category-service';

const routes = adminRouteSchemas('admin news categories');

/** /admins/news_category: list, create, update (also the 休止 switch), delete (409 while used). */
export function newsCategoryRoutes(plain: FastifyInstance, deps: AreaDeps): void {
  const app = typed(plain);

  app.get('/admins/news_category', routes.list('News categories by display order', NewsCategoryListQuery, NewsCategoryPage), async (request) =>
    service.newsCategoryPage(deps.db, listParams(request.query, 50)),
  );

  app.post('/admins/news_category', routes.create('Create a news category', NewsCategoryCreateBody, NewsCategoryItem), async (request) =>
    service.createNewsCategory(deps.db, actorOf(request), request.body),
  );

  app.put(
    '/admins/news_category/:id',
    routes.update('Update a news category (any subset)', NewsCategoryIdParams, NewsCategoryUpdateBody, NewsCategoryItem),
    async (request) => service.updateNewsCategory(deps.db, actorOf(request), request.params.id, request.body),
  );

  app.delete('/admins/news_category/delete/:id', routes.remove('Delete a news category no news uses', NewsCategoryIdParams, true), async (request) => {
    await service.deleteNewsCategory(deps.db, actorOf(request), request.params.id);
    return { message: m.categoryDeleted };
  });
}
