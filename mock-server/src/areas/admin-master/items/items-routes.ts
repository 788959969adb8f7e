import type { FastifyInstance } from 'fastify';
import { codeMasterRoutes } from '../common/code-master-routes';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { ItemAnswer, ItemCreate, ItemPage, ItemParams, ItemQuery, ItemUpdate } from './items-schemas';
import { createItem, editItem, itemPage, removeItem } from './items-service';

/** /admins/item: the item master. */
export function itemsRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  codeMasterRoutes(app, deps, {
    path: '/admins/item',
    codeField: 'ITEM_CD',
    tag: 'admin items',
    summaries: {
      list: 'Items, paginated',
      create: 'Create an item (409 when ITEM_CD exists)',
      edit: 'Edit an item',
      remove: 'Delete an unused item (409 while products use it)',
    },
    schemas: { query: ItemQuery, page: ItemPage, create: ItemCreate, update: ItemUpdate, params: ItemParams, answer: ItemAnswer },
    page: itemPage,
    create: createItem,
    edit: editItem,
    remove: removeItem,
    deleted: m.deleted(m.item),
  });
}
