import type { FastifyInstance } from 'fastify';
import { errorResponses, listParams, typed } from '../../http/contract';
import { offsetOf, pageEnvelope, splitTotal } from '../../http/page-envelope';
import { parseQueryDate } from '../../http/query-dates';
import { listAdminLinks } from '../../repositories/admin-link-read-repository';
import { listAdminNews } from '../../repositories/admin-news-read-repository';
import { listAdminSales } from '../../repositories/admin-sale-read-repository';
import { NEWS_FILE_URL_SECONDS } from '../../areas/mypage-market/news/news-service';
import { sanitizeNewsHtml } from '../../http/news-html-sanitizer';
import * as s from './schemas';

const tags = ['admin reads'];
const security = [{ bearer: [] }];

/** GET /admins/link, /admins/sale and /admins/news (the auth hook admits administrators only). */
export default async function adminReadRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  api.get(
    '/admins/link',
    { schema: { tags, security, summary: 'Links, paginated', querystring: s.LinkQuery, response: { 200: s.LinkPage, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const q = listParams(request.query);
      const { rows, total } = splitTotal(
        await listAdminLinks(app.db, { query: q.query, includeSuspended: q.include_suspension_rows === 1, per: q.per, offset: offsetOf(q.per, q.page) }),
      );
      return pageEnvelope(rows, total, q.per, q.page);
    },
  );

  api.get(
    '/admins/sale',
    { schema: { tags, security, summary: 'Sale lines, paginated, by sale date and text', querystring: s.SaleQuery, response: { 200: s.SalePage, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const q = listParams(request.query);
      const saleDate = parseQueryDate(q.SALE_DATE, 'querystring.SALE_DATE');
      const { rows, total } = splitTotal(await listAdminSales(app.db, { query: q.query, saleDate, per: q.per, offset: offsetOf(q.per, q.page) }));
      return pageEnvelope(rows, total, q.per, q.page);
    },
  );

  api.get(
    '/admins/news',
    { schema: { tags, security, summary: 'News, paginated (suspended ones with include_suspension_rows=1)', querystring: s.NewsQuery, response: { 200: s.NewsPage, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const q = listParams(request.query);
      const { rows, total } = splitTotal(await listAdminNews(app.db, { query: q.query, includeSuspended: q.include_suspension_rows === 1, per: q.per, offset: offsetOf(q.per, q.page) }));
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
