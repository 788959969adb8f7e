import { MessageAnswer } from '../../../http/contract';
import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';
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

const tags = ['admin news categories'];

/** /admins/news_category: list, create, update (also the 休止 switch), delete (409 while used). */
export function newsCategoryRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);

  r.get(
    '/admins/news_category',
    route({ summary: 'News categories by display order', querystring: NewsCategoryListQuery }, NewsCategoryPage, [400, 401, 403]),
    async (request) => service.newsCategoryPage(deps, listParams(request.query, 50)),
  );

  r.post(
    '/admins/news_category',
    route({ summary: 'Create a news category', body: NewsCategoryCreateBody }, NewsCategoryItem, [400, 401, 403]),
    async (request) => service.createNewsCategory(deps, actorOf(request), request.body),
  );

  r.put(
    '/admins/news_category/:id',
    route(
      { summary: 'Update a news category (any subset)', params: NewsCategoryIdParams, body: NewsCategoryUpdateBody },
      NewsCategoryItem,
      [400, 401, 403, 404],
    ),
    async (request) => service.updateNewsCategory(deps, actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/admins/news_category/delete/:id',
    route({ summary: 'Delete a news category no news uses', params: NewsCategoryIdParams }, MessageAnswer, [401, 403, 404, 409]),
    async (request) => {
      await service.deleteNewsCategory(deps, actorOf(request), request.params.id);
      return { message: m.categoryDeleted };
    },
  );
}
