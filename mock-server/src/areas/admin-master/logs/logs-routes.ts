import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import type { AdminMasterDeps } from '../deps';
import { LogPage, LogQuery } from './logs-schemas';
import { logPage } from './logs-service';
import { bearerRoute } from '../../../http/route-options';

const tags = ['admin logs'];

/** /admins/access_log and /admins/system_log: newest first, by date range and operator. */
export function logsRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get(
    '/admins/access_log',
    route({ summary: 'Access log (one line per API call), paginated', querystring: LogQuery }, LogPage, [400, 401, 403]),
    async (request) => logPage(deps, 'access_logs', listParams(request.query)),
  );
  r.get(
    '/admins/system_log',
    route({ summary: 'System log (sign-ins and every administrator change with before → after), paginated', querystring: LogQuery }, LogPage, [400, 401, 403]),
    async (request) => logPage(deps, 'system_logs', listParams(request.query)),
  );
}
