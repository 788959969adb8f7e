import type { FastifyInstance } from 'fastify';
import { errorResponses, listParams, MessageAnswer, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { ItemAnswer, ItemCreate, ItemPage, ItemParams, ItemQuery, ItemUpdate } from './items-schemas';
import { createItem, editItem, itemPage, removeItem } from './items-service';

const tags = ['admin items'];
const security = [{ bearer: [] }];

/** /admins/item: the item master. */
export function itemsRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const r = typed(app);
  r.get(
    '/admins/item',
    { schema: { tags, security, summary: 'Items, paginated', querystring: ItemQuery, response: { 200: ItemPage, ...errorResponses(400, 401, 403) } } },
    async (request) => itemPage(deps, listParams(request.query)),
  );
  r.post(
    '/admins/item',
    {
      schema: {
        tags,
        security,
        summary: 'Create an item (409 when ITEM_CD exists)',
        body: ItemCreate,
        response: { 200: ItemAnswer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => createItem(deps, actorOf(request), request.body),
  );
  r.put(
    '/admins/item/:ITEM_CD',
    {
      schema: {
        tags,
        security,
        summary: 'Edit an item',
        params: ItemParams,
        body: ItemUpdate,
        response: { 200: ItemAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editItem(deps, actorOf(request), request.params.ITEM_CD, request.body),
  );
  r.delete(
    '/admins/item/delete/:ITEM_CD',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an unused item (409 while products use it)',
        params: ItemParams,
        response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await removeItem(deps, actorOf(request), request.params.ITEM_CD);
      return { message: m.deleted(m.item) };
    },
  );
}
