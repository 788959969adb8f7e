import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { WebTime, WebTimeAnswer } from './time-schemas';
import { readWebTime, saveWebTime } from './time-service';
import { bearerRoute } from '../../../http/route-options';

const tags = ['admin time'];

/** /admins/time: the web opening hours (spec §3 Time). */
export function timeRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/admins/time', route({ summary: 'Web opening hours, Japan time' }, WebTime, [401, 403]), async () => readWebTime(deps));
  r.put(
    '/admins/time',
    route({ summary: 'Set the web opening hours; buying follows at once', body: WebTime }, WebTimeAnswer, [400, 401, 403]),
    async (request) => saveWebTime(deps, actorOf(request), request.body),
  );
}
