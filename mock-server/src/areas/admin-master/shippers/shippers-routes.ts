import type { FastifyInstance } from 'fastify';
import { errorResponses, listParams, MessageAnswer, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { ShipperAnswer, ShipperCreate, ShipperPage, ShipperParams, ShipperQuery, ShipperUpdate } from './shippers-schemas';
import { createShipper, editShipper, removeShipper, shipperPage } from './shippers-service';

const tags = ['admin shippers'];
const security = [{ bearer: [] }];

/** /admins/shipper: the shipper master. */
export function shippersRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const r = typed(app);
  r.get(
    '/admins/shipper',
    { schema: { tags, security, summary: 'Shippers, paginated', querystring: ShipperQuery, response: { 200: ShipperPage, ...errorResponses(400, 401, 403) } } },
    async (request) => shipperPage(deps, listParams(request.query)),
  );
  r.post(
    '/admins/shipper',
    {
      schema: {
        tags,
        security,
        summary: 'Create a shipper (409 when SHUKKASHA_CD exists)',
        body: ShipperCreate,
        response: { 200: ShipperAnswer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => createShipper(deps, actorOf(request), request.body),
  );
  r.put(
    '/admins/shipper/:SHUKKASHA_CD',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a shipper',
        params: ShipperParams,
        body: ShipperUpdate,
        response: { 200: ShipperAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editShipper(deps, actorOf(request), request.params.SHUKKASHA_CD, request.body),
  );
  r.delete(
    '/admins/shipper/delete/:SHUKKASHA_CD',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a shipper without receivings (409 otherwise)',
        params: ShipperParams,
        response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await removeShipper(deps, actorOf(request), request.params.SHUKKASHA_CD);
      return { message: m.deleted(m.shipper) };
    },
  );
}
