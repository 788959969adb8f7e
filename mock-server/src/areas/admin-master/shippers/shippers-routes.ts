import type { FastifyInstance } from 'fastify';
import { codeMasterRoutes } from '../common/code-master-routes';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { ShipperAnswer, ShipperCreate, ShipperPage, ShipperParams, ShipperQuery, ShipperUpdate } from './shippers-schemas';
import { createShipper, editShipper, removeShipper, shipperPage } from './shippers-service';

/** /admins/shipper: the shipper master. */
export function shippersRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  codeMasterRoutes(app, deps, {
    path: '/admins/shipper',
    codeField: 'SHUKKASHA_CD',
    tag: 'admin shippers',
    summaries: {
      list: 'Shippers, paginated',
      create: 'Create a shipper (409 when SHUKKASHA_CD exists)',
      edit: 'Edit a shipper',
      remove: 'Delete a shipper without receivings (409 otherwise)',
    },
    schemas: { query: ShipperQuery, page: ShipperPage, create: ShipperCreate, update: ShipperUpdate, params: ShipperParams, answer: ShipperAnswer },
    page: shipperPage,
    create: createShipper,
    edit: editShipper,
    remove: removeShipper,
    deleted: m.deleted(m.shipper),
  });
}
