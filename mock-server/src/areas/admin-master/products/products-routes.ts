import type { FastifyInstance } from 'fastify';
import { listParams, MessageAnswer, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { DeleteProductsBody, ProductPage, ProductQuery, ProductRow, ProductUpdate, SuspensionsBody } from './products-schemas';
import { editProduct, productPage, removeProducts, suspendProducts } from './products-service';
import { bearerRoute } from '../../../http/route-options';

const tags = ['admin products'];

/** /admins/products: list (150 a page), edit, suspend and delete (spec §3, §7). */
export function productsRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get(
    '/admins/products',
    route({ summary: 'Products with signed photo GET and PUT URLs, paginated', querystring: ProductQuery }, ProductPage, [400, 401, 403]),
    async (request) => productPage(deps, listParams(request.query, 150)),
  );
  r.put('/admins/products', route({ summary: 'Edit one product', body: ProductUpdate }, ProductRow, [400, 401, 403, 404]), async (request) =>
    editProduct(deps, actorOf(request), request.body),
  );
  r.post(
    '/admins/products/suspensions',
    route(
      { summary: 'Suspend or resume products; their lots leave or return to open listings at once', body: SuspensionsBody },
      MessageAnswer,
      [400, 401, 403, 404],
    ),
    async (request) => {
      await suspendProducts(deps, actorOf(request), request.body.ids, request.body.is_suspensions);
      return { message: m.suspendUpdated };
    },
  );
  r.delete(
    '/admins/products/delete',
    route({ summary: 'Delete products without receivings or sales (409 otherwise)', body: DeleteProductsBody }, MessageAnswer, [400, 401, 403, 404, 409]),
    async (request) => {
      await removeProducts(deps, actorOf(request), request.body.ids);
      return { message: m.deleted(m.product) };
    },
  );
}
