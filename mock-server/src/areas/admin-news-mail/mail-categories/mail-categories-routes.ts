import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';
import { MailCategoryCreateBody, MailCategoryItem, MailCategoryListQuery, MailCategoryPage } from './mail-categories-schemas';
import * as service from './mail-categories-service';

const tags = ['admin mail categories'];

/** /admins/mail/categories: the bulk mail categories (list, create). */
export function mailCategoriesRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);

  r.get(
    '/admins/mail/categories',
    route({ summary: 'Mail categories by number', querystring: MailCategoryListQuery }, MailCategoryPage, [400, 401, 403]),
    async (request) => service.mailCategoryPage(deps, listParams(request.query, 50)),
  );

  r.post(
    '/admins/mail/categories',
    route({ summary: 'Create a mail category', body: MailCategoryCreateBody }, MailCategoryItem, [400, 401, 403]),
    async (request) => service.createMailCategory(deps, actorOf(request), request.body.category),
  );
}
