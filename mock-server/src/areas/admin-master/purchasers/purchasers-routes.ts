import type { FastifyInstance } from 'fastify';
import { listParams, MessageAnswer, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { PasswordBody, PurchaserAnswer, PurchaserCreate, PurchaserPage, PurchaserParams, PurchaserQuery, PurchaserUpdate } from './purchasers-schemas';
import { createPurchaser, editPurchaser, issuePassword, purchaserPage, removePurchaser } from './purchasers-service';
import { bearerRoute } from '../../../http/route-options';

const tags = ['admin purchasers'];

/** /admins/purchaser: branch accounts of the purchasers. */
export function purchasersRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get(
    '/admins/purchaser',
    route({ summary: 'Purchaser branches, paginated', querystring: PurchaserQuery }, PurchaserPage, [400, 401, 403]),
    async (request) => purchaserPage(deps, listParams(request.query)),
  );
  r.post(
    '/admins/purchaser',
    route(
      { summary: 'Create a branch account with an initial password (changed at first sign-in)', body: PurchaserCreate },
      PurchaserAnswer,
      [400, 401, 403, 409],
    ),
    async (request) => createPurchaser(deps, actorOf(request), request.body),
  );
  r.put(
    '/admins/purchaser/:BAISAN_CD/:BAISAN_EDA',
    route(
      { summary: 'Edit a branch; suspending it ends its sessions at once', params: PurchaserParams, body: PurchaserUpdate },
      PurchaserAnswer,
      [400, 401, 403, 404],
    ),
    async (request) => await editPurchaser(deps, actorOf(request), request.params.BAISAN_CD, request.params.BAISAN_EDA, request.body),
  );
  r.post(
    '/admins/purchaser/password/:BAISAN_CD/:BAISAN_EDA',
    route({ summary: 'Issue a new initial password', params: PurchaserParams, body: PasswordBody }, MessageAnswer, [400, 401, 403, 404]),
    async (request) => {
      await issuePassword(deps, actorOf(request), request.params.BAISAN_CD, request.params.BAISAN_EDA, request.body.password);
      return { message: m.passwordIssued };
    },
  );
  r.delete(
    '/admins/purchaser/delete/:BAISAN_CD/:BAISAN_EDA',
    route({ summary: 'Delete a branch without trades (409 otherwise)', params: PurchaserParams }, MessageAnswer, [400, 401, 403, 404, 409]),
    async (request) => {
      await removePurchaser(deps, actorOf(request), request.params.BAISAN_CD, request.params.BAISAN_EDA);
      return { message: m.deleted(m.purchaser) };
    },
  );
}
