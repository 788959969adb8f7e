import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import { actorOf } from '../actor';
import { adminRouteSchemas } from '../admin-route-schemas';
import { adminNewsMailMessages as m } from '../messages';
import { announceNews } from '../news-events';
import { NewsCreateBody, NewsIdParams, NewsListQuery, NewsPage, NewsSaved, NewsUpdateBody } from './news-schemas';
import * as service from './news-service';

const routes = adminRouteSchemas('admin news');

/** /admins/news: list, create, update (also the 重要 / 休止 switches), delete, file delete. */
export default async function newsRoutes(plain: FastifyInstance): Promise<void> {
  const app = typed(plain);

  app.get('/admins/news', routes.list('News, newest first; suspended ones with include_suspension_rows=1', NewsListQuery, NewsPage), async (request) =>
    service.newsPage(app.db, app.fileStore, listParams(request.query, 50)),
  );

  app.post('/admins/news', routes.create('Create a news; its file is then PUT to FILE_PUT_URL', NewsCreateBody, NewsSaved), async (request) => {
    const saved = await service.createNews(app.db, app.fileStore, actorOf(plain, request), request.body);
    await announceNews(plain, null, saved);
    return saved;
  });

  app.put(
    '/admins/news/:id',
    routes.update('Update a news (any subset of its fields); a new file is then PUT to FILE_PUT_URL', NewsIdParams, NewsUpdateBody, NewsSaved),
    async (request) => {
      const { replacedFileKey, previous, ...saved } = await service.updateNews(app.db, app.fileStore, actorOf(plain, request), request.params.id, request.body);
      if (replacedFileKey) await app.fileStore.delete(replacedFileKey);
      await announceNews(plain, previous, saved);
      return saved;
    },
  );

  app.delete('/admins/news/delete/:id', routes.remove('Delete a news and its file', NewsIdParams), async (request) => {
    const fileKey = await service.deleteNews(app.db, actorOf(plain, request), request.params.id);
    if (fileKey) await app.fileStore.delete(fileKey);
    await announceNews(plain, null, null, request.params.id);
    return { message: m.newsDeleted };
  });

  app.delete('/admins/news/file/delete/:id', routes.remove("Delete a news' file", NewsIdParams), async (request) => {
    const fileKey = await service.deleteNewsFile(app.db, actorOf(plain, request), request.params.id);
    await app.fileStore.delete(fileKey);
    return { message: m.fileDeleted };
  });
}
