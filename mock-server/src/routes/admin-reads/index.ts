import type { FastifyInstance } from 'fastify';
import { errorResponses, listParams, typed } from '../../http/contract';
import { offsetOf, pageEnvelope, splitTotal } from '../../http/page-envelope';
import { parseQueryDate } from '../../http/query-dates';
import { listAdminSales } from '../../repositories/admin-sale-read-repository';
import * as s from './schemas';

const tags = ['admin reads'];
const security = [{ bearer: [] }];

/** GET /admins/sale (the auth hook admits administrators only). */
export default async function adminReadRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
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
}
