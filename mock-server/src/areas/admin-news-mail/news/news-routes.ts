import type { FastifyInstance } from 'fastify';
import { actorOf } from '../actor';
import { errorResponses, listParams, MessageAnswer, typed } from '../../../http/contract';
import { adminNewsMailMessages as m } from '../messages';
import { NewsCreateBody, NewsIdParams, NewsListQuery, NewsPage, NewsSaved, NewsUpdateBody } from './news-schemas';
import * as service from './news-service';

const tags = ['admin news'];
const security = [{ bearer: [] }];

/** /admins/news: list, create, update (also the 重要 / 休止 switches), delete, file delete. */
export default async function newsRoutes(plain: FastifyInstance): Promise<void> {
  const app = typed(plain);

  app.get(
    '/admins/news',
    {
      schema: {
        tags,
        security,
        summary: 'News, newest first; suspended ones with include_suspension_rows=1',
        querystring: NewsListQuery,
        response: { 200: NewsPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.newsPage(app.db, app.fileStore, listParams(request.query, 50)),
  );

  app.post(
    '/admins/news',
    {
      schema: {
        tags,
        security,
        summary: 'Create a news; its file is then PUT to FILE_PUT_URL',
        body: NewsCreateBody,
        response: { 200: NewsSaved, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.createNews(app.db, app.fileStore, actorOf(plain, request), request.body),
  );

  app.put(
    '/admins/news/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update a news (any subset of its fields); a new file is then PUT to FILE_PUT_URL',
        params: NewsIdParams,
        body: NewsUpdateBody,
        response: { 200: NewsSaved, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { replacedFileKey, ...saved } = await service.updateNews(app.db, app.fileStore, actorOf(plain, request), request.params.id, request.body);
      if (replacedFileKey) await app.fileStore.delete(replacedFileKey);
      return saved;
    },
  );

  app.delete(
    '/admins/news/delete/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a news and its file',
        params: NewsIdParams,
        response: { 200: MessageAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const fileKey = await service.deleteNews(app.db, actorOf(plain, request), request.params.id);
      if (fileKey) await app.fileStore.delete(fileKey);
      return { message: m.newsDeleted };
    },
  );

  app.delete(
    '/admins/news/file/delete/:id',
    { schema: { tags, security, summary: "Delete a news' file", params: NewsIdParams, response: { 200: MessageAnswer, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const fileKey = await service.deleteNewsFile(app.db, actorOf(plain, request), request.params.id);
      await app.fileStore.delete(fileKey);
      return { message: m.fileDeleted };
    },
  );
}
