import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../http/actor';
import { bearerRoute } from '../../../http/route-options';
import { MessageAnswer, typed } from '../../../http/contract';
import type { AdminTransactionDeps } from '../deps';
import { adminTransactionMessages as msg } from '../messages';
import { tags } from '../common-schemas';
import { AdminSale, SaleCreate, SaleIdParams, SalePage, SaleQuery, SaleUpdate } from './sale-schemas';
import { correctSale, listAdminSales, recordSale, removeSale } from './sale-service';

/** /admins/sale: the market's sale lines of every kind; staff record, correct and delete them. */
export function saleRoutes(app: FastifyInstance, deps: AdminTransactionDeps): void {
  const r = typed(app);
  const route = bearerRoute(tags);

  r.get(
    '/admins/sale',
    route(
      {
        summary: 'Sale lines, newest first, with the totals of the filter',
        description:
          'query matches purchaser (code, name, branch name), product, shipper and BIKO. SALE_DATE_FROM/TO bound the sale date (SALE_DATE: one day).',
        querystring: SaleQuery,
      },
      SalePage,
      [400, 401, 403],
    ),
    async (request) => listAdminSales(deps, request.query),
  );

  r.post(
    '/admins/sale',
    route(
      { summary: 'Record a せり, 注文 or 相対 sale; takes the receiving’s STOCK_SU (409 when it no longer fits)', body: SaleCreate },
      AdminSale,
      [400, 401, 403, 404, 409],
    ),
    async (request) => recordSale(deps, actorOf(request), request.body),
  );

  r.put(
    '/admins/sale/:SALE_ID',
    route(
      { summary: 'Correct a sale line’s quantities, price or BIKO; the stock moves by the difference', params: SaleIdParams, body: SaleUpdate },
      AdminSale,
      [400, 401, 403, 404, 409],
    ),
    async (request) => correctSale(deps, actorOf(request), request.params.SALE_ID, request.body),
  );

  r.delete(
    '/admins/sale/delete/:SALE_ID',
    route({ summary: 'Delete a sale line (only while DELETABLE_FLG); its stock comes back', params: SaleIdParams }, MessageAnswer, [400, 401, 403, 404, 409]),
    async (request) => {
      await removeSale(deps, actorOf(request), request.params.SALE_ID);
      return { message: msg.saleDeleted };
    },
  );
}
