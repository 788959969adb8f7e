import type { FastifyInstance } from 'fastify';
import { errorResponses, listParams, typed } from '../../../http/contract';
import { actorOf } from '../actor';
import { MailCategoryCreateBody, MailCategoryItem, MailCategoryListQuery, MailCategoryPage } from './mail-categories-schemas';
import * as service from './mail-categories-service';

const tags = ['admin mail categories'];
const security = [{ bearer: [] }];

/** /admins/mail/categories: the bulk mail categories (list, create). */
export default async function mailCategoriesRoutes(plain: FastifyInstance): Promise<void> {
  const app = typed(plain);

  app.get(
    '/admins/mail/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Mail categories by number',
        querystring: MailCategoryListQuery,
        response: { 200: MailCategoryPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.mailCategoryPage(app.db, listParams(request.query, 50)),
  );

  app.post(
    '/admins/mail/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Create a mail category',
        body: MailCategoryCreateBody,
        response: { 200: MailCategoryItem, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.createMailCategory(app.db, actorOf(plain, request), request.body.category),
  );
}
