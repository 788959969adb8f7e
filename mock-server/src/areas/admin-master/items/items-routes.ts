import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../http/actor';
import { listParams, MessageAnswer, typed } from '../../../http/contract';
import { bearerRoute } from '../../../http/route-options';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { ItemAnswer, ItemCreate, ItemPage, ItemParams, ItemQuery, ItemUpdate } from './items-schemas';
import { createItem, editItem, removeItem, itemPage } from './items-service';

const tags = ['admin items'];

/** /admins/item: the item master. */
export function itemsRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/admins/item', route({ summary: 'Items, paginated', querystring: ItemQuery }, ItemPage, [400, 401, 403]), async (request) =>
    itemPage(deps, listParams(request.query)),
  );
  r.post('/admins/item', route({ summary: 'Create an item (409 when ITEM_CD exists)', body: ItemCreate }, ItemAnswer, [400, 401, 403, 409]), async (request) =>
    createItem(deps, actorOf(request), request.body),
  );
  r.put('/admins/item/:ITEM_CD', route({ summary: 'Edit an item', params: ItemParams, body: ItemUpdate }, ItemAnswer, [400, 401, 403, 404]), async (request) =>
    editItem(deps, actorOf(request), request.params.ITEM_CD, request.body),
  );
  r.delete(
    '/admins/item/delete/:ITEM_CD',
    route({ summary: 'Delete an unused item (409 while products use it)', params: ItemParams }, MessageAnswer, [400, 401, 403, 404, 409]),
    async (request) => {
      await removeItem(deps, actorOf(request), request.params.ITEM_CD);
      return { message: m.deleted(m.item) };
    },
  );
}
