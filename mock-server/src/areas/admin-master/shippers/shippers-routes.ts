import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../http/actor';
import { listParams, MessageAnswer, typed } from '../../../http/contract';
import { bearerRoute } from '../../../http/route-options';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { ShipperAnswer, ShipperCreate, ShipperPage, ShipperParams, ShipperQuery, ShipperUpdate } from './shippers-schemas';
import { createShipper, editShipper, removeShipper, shipperPage } from './shippers-service';

const tags = ['admin shippers'];

/** /admins/shipper: the shipper master. */
export function shippersRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/admins/shipper', route({ summary: 'Shippers, paginated', querystring: ShipperQuery }, ShipperPage, [400, 401, 403]), async (request) =>
    shipperPage(deps, listParams(request.query)),
  );
  r.post(
    '/admins/shipper',
    route({ summary: 'Create a shipper (409 when SHUKKASHA_CD exists)', body: ShipperCreate }, ShipperAnswer, [400, 401, 403, 409]),
    async (request) => createShipper(deps, actorOf(request), request.body),
  );
  r.put(
    '/admins/shipper/:SHUKKASHA_CD',
    route({ summary: 'Edit a shipper', params: ShipperParams, body: ShipperUpdate }, ShipperAnswer, [400, 401, 403, 404]),
    async (request) => editShipper(deps, actorOf(request), request.params.SHUKKASHA_CD, request.body),
  );
  r.delete(
    '/admins/shipper/delete/:SHUKKASHA_CD',
    route({ summary: 'Delete a shipper without receivings (409 otherwise)', params: ShipperParams }, MessageAnswer, [400, 401, 403, 404, 409]),
    async (request) => {
      await removeShipper(deps, actorOf(request), request.params.SHUKKASHA_CD);
      return { message: m.deleted(m.shipper) };
    },
  );
}
