import type { FastifyInstance } from 'fastify';
import { errorResponses, listParams, typed } from '../../../http/contract';
import type { AdminMasterDeps } from '../deps';
import { LogPage, LogQuery } from './logs-schemas';
import { logPage } from './logs-service';

const tags = ['admin logs'];
const security = [{ bearer: [] }];

/** /admins/access_log and /admins/system_log: newest first, by date range and operator. */
export function logsRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const r = typed(app);
  r.get(
    '/admins/access_log',
    {
      schema: {
        tags,
        security,
        summary: 'Access log (one line per API call), paginated',
        querystring: LogQuery,
        response: { 200: LogPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => logPage(deps, 'access_logs', listParams(request.query)),
  );
  r.get(
    '/admins/system_log',
    {
      schema: {
        tags,
        security,
        summary: 'System log (sign-ins and every administrator change with before → after), paginated',
        querystring: LogQuery,
        response: { 200: LogPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => logPage(deps, 'system_logs', listParams(request.query)),
  );
}
