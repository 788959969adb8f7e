import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AreaDeps } from '../../../http/area-deps';
import { adminRouteSchemas } from '../common-schemas';
import { MailCategoryCreateBody, MailCategoryItem, MailCategoryListQuery, MailCategoryPage } from './mail-categories-schemas';
import * as service from './mail-categories-service';

const routes = adminRouteSchemas('admin mail categories');

/** /admins/mail/categories: the bulk mail categories (list, create). */
export function mailCategoriesRoutes(plain: FastifyInstance, deps: AreaDeps): void {
  const app = typed(plain);

  app.get('/admins/mail/categories', routes.list('Mail categories by number', MailCategoryListQuery, MailCategoryPage), async (request) =>
    service.mailCategoryPage(deps.db, listParams(request.query, 50)),
  );

  app.post('/admins/mail/categories', routes.create('Create a mail category', MailCategoryCreateBody, MailCategoryItem), async (request) =>
    service.createMailCategory(deps.db, actorOf(request), request.body.category),
  );
}
