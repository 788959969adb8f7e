import type { FastifyInstance } from 'fastify';
import { errors } from '../../http/schemas';
import { listAdminLinks } from '../../repositories/admin-link-read-repository';
import { listAdminNews } from '../../repositories/admin-news-read-repository';
import { NEWS_FILE_URL_SECONDS } from '../../services/buyer-news-service';
import { sanitizeNewsHtml } from '../../services/news-html-sanitizer';
import { offsetOf, pageEnvelope, splitTotal } from '../../services/page-envelope';
import * as s from './schemas';

const tags = ['admin reads'];
const security = [{ bearer: [] }];

interface ListQuery {
  query?: string;
  include_suspension_rows: 0 | 1;
  per: number;
  page: number;
}

/** GET /admins/link and /admins/news (the auth hook admits administrators only). */
export default async function adminReadRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/admins/link',
    { schema: { tags, security, summary: 'Links, paginated', querystring: s.linkQuery, response: { 200: s.linkPage, ...errors(400, 401, 403) } } },
    async (request) => {
      const q = request.query as ListQuery;
      const { rows, total } = splitTotal(
        await listAdminLinks(app.db, { query: q.query, includeSuspended: q.include_suspension_rows === 1, per: q.per, offset: offsetOf(q.per, q.page) }),
      );
      return pageEnvelope(rows, total, q.per, q.page);
    },
  );

  app.get(
    '/admins/news',
    { schema: { tags, security, summary: 'News, suspended ones included, paginated', querystring: s.newsQuery, response: { 200: s.newsPage, ...errors(400, 401, 403) } } },
    async (request) => {
      const q = request.query as { query?: string; per: number; page: number };
      const { rows, total } = splitTotal(await listAdminNews(app.db, { query: q.query, per: q.per, offset: offsetOf(q.per, q.page) }));
      const datas = rows.map(({ file_key, file_name, DESCRIPTION, ...rest }) => ({
        ...rest,
        DESCRIPTION: sanitizeNewsHtml(DESCRIPTION),
        FILE_URL: file_key ? file_name ?? file_key : null,
        FILE_GET_URL: file_key ? app.fileStore.createSignedUrl(file_key, 'GET', NEWS_FILE_URL_SECONDS) : null,
      }));
      return pageEnvelope(datas, total, q.per, q.page);
    },
  );
}
