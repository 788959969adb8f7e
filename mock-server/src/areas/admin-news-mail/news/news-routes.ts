import { MessageAnswer } from '../../../http/contract';
import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';
import { adminNewsMailMessages as m } from '../messages';
import { announceNews } from '../news-events';
import { NewsCreateBody, NewsIdParams, NewsListQuery, NewsPage, NewsSaved, NewsUpdateBody } from './news-schemas';
import * as service from './news-service';

const tags = ['admin news'];

/** /admins/news: list, create, update (also the 重要 / 休止 switches), delete, file delete. */
export function newsRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);

  r.get(
    '/admins/news',
    route({ summary: 'News, newest first; suspended ones with include_suspension_rows=1', querystring: NewsListQuery }, NewsPage, [400, 401, 403]),
    async (request) => service.newsPage(deps, listParams(request.query, 50)),
  );

  r.post(
    '/admins/news',
    route({ summary: 'Create a news; its file is then PUT to FILE_PUT_URL', body: NewsCreateBody }, NewsSaved, [400, 401, 403]),
    async (request) => {
      const saved = await service.createNews(deps, actorOf(request), request.body);
      await announceNews(deps, null, saved);
      return saved;
    },
  );

  r.put(
    '/admins/news/:id',
    route(
      { summary: 'Update a news (any subset of its fields); a new file is then PUT to FILE_PUT_URL', params: NewsIdParams, body: NewsUpdateBody },
      NewsSaved,
      [400, 401, 403, 404],
    ),
    async (request) => {
      const { replacedFileKey, previous, ...saved } = await service.updateNews(deps, actorOf(request), request.params.id, request.body);
      if (replacedFileKey) await deps.files.delete(replacedFileKey);
      await announceNews(deps, previous, saved);
      return saved;
    },
  );

  r.delete(
    '/admins/news/delete/:id',
    route({ summary: 'Delete a news and its file', params: NewsIdParams }, MessageAnswer, [401, 403, 404]),
    async (request) => {
      const fileKey = await service.deleteNews(deps, actorOf(request), request.params.id);
      if (fileKey) await deps.files.delete(fileKey);
      await announceNews(deps, null, null, request.params.id);
      return { message: m.newsDeleted };
    },
  );

  r.delete('/admins/news/file/delete/:id', route({ summary: "Delete a news' file", params: NewsIdParams }, MessageAnswer, [401, 403, 404]), async (request) => {
    const fileKey = await service.deleteNewsFile(deps, actorOf(request), request.params.id);
    await deps.files.delete(fileKey);
    return { message: m.fileDeleted };
  });
}
