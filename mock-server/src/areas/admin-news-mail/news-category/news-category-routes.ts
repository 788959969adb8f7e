import type { FastifyInstance } from 'fastify';
import { errorResponses, listParams, MessageAnswer, typed } from '../../../http/contract';
import { adminNewsMailMessages as m } from '../messages';
import { actorOf } from '../actor';
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
const security = [{ bearer: [] }];

/** /admins/news_category: list, create, update (also the 休止 switch), delete (409 while used). */
export default async function newsCategoryRoutes(plain: FastifyInstance): Promise<void> {
  const app = typed(plain);

  app.get(
    '/admins/news_category',
    {
      schema: {
        tags,
        security,
        summary: 'News categories by display order',
        querystring: NewsCategoryListQuery,
        response: { 200: NewsCategoryPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.newsCategoryPage(app.db, listParams(request.query, 50)),
  );

  app.post(
    '/admins/news_category',
    {
      schema: {
        tags,
        security,
        summary: 'Create a news category',
        body: NewsCategoryCreateBody,
        response: { 200: NewsCategoryItem, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.createNewsCategory(app.db, actorOf(plain, request), request.body),
  );

  app.put(
    '/admins/news_category/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update a news category (any subset)',
        params: NewsCategoryIdParams,
        body: NewsCategoryUpdateBody,
        response: { 200: NewsCategoryItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateNewsCategory(app.db, actorOf(plain, request), request.params.id, request.body),
  );

  app.delete(
    '/admins/news_category/delete/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a news category no news uses',
        params: NewsCategoryIdParams,
        response: { 200: MessageAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.deleteNewsCategory(app.db, actorOf(plain, request), request.params.id);
      return { message: m.categoryDeleted };
    },
  );
}
