import type { FastifyInstance } from 'fastify';
import { errors } from '../../http/schemas';
import { listAdminLinks } from '../../repositories/admin-link-read-repository';
import { listAdminSales } from '../../repositories/admin-sale-read-repository';
import { parseQueryDate } from '../../services/buyer-pages-dates';
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

/** GET /admins/link and /admins/sale (the auth hook admits administrators only). */
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
    '/admins/sale',
    { schema: { tags, security, summary: 'Sale lines, paginated, by sale date and text', querystring: s.saleQuery, response: { 200: s.salePage, ...errors(400, 401, 403) } } },
    async (request) => {
      const q = request.query as ListQuery & { SALE_DATE?: string };
      const saleDate = parseQueryDate(q.SALE_DATE, 'querystring.SALE_DATE');
      const { rows, total } = splitTotal(await listAdminSales(app.db, { query: q.query, saleDate, per: q.per, offset: offsetOf(q.per, q.page) }));
      return pageEnvelope(rows, total, q.per, q.page);
    },
  );
}
