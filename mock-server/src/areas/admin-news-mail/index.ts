import type { FastifyInstance } from 'fastify';
import { areaDeps } from '../../http/area-deps';
import { mailCategoriesRoutes } from './mail-categories/mail-categories-routes';
import { mailsRoutes } from './mails/mails-routes';
import { newsCategoryRoutes } from './news-category/news-category-routes';
import { newsRoutes } from './news/news-routes';
import { attachUploadedFile } from './news/news-service';
import { newsWebRoutes } from './news-web/news-web-routes';
import { announceTickerChanges, startNewsLiveSweep } from './news-events';
import { announceMailsDone } from './mail-delivery/mail-done-events';

/**
 * remote-admin-news-mail's server side: news, news categories, the web ticker, bulk mail and
 * mail categories. The delivery scheduler (mail-delivery/) is started by main.ts, not here.
 */
export default async function adminNewsMailArea(app: FastifyInstance): Promise<void> {
  const deps = areaDeps(app);
  // The events of finished mails and ticker lines (migrations 034, 035), whoever wrote them.
  announceMailsDone(deps);
  announceTickerChanges(deps);
  // A news' file is attached when its bytes arrive at the PUT URL a save handed out.
  deps.files.onPut('news/', async (key, contentType) => {
    for (const unwanted of await attachUploadedFile(deps, key, contentType)) await deps.files.delete(unwanted);
  });
  // A news saved with a later start is announced when it goes live (migration 029).
  startNewsLiveSweep(app, deps);
  newsRoutes(app, deps);
  newsCategoryRoutes(app, deps);
  newsWebRoutes(app, deps);
  mailsRoutes(app, deps);
  mailCategoriesRoutes(app, deps);
}
