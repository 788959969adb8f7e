import type { FastifyInstance } from 'fastify';
import { listParams, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { ParameterAnswer, ParameterPage, ParameterParams, ParameterQuery, ParameterUpdate } from './system-parameters-schemas';
import { editParameter, parameterPage } from './system-parameters-service';
import { bearerRoute } from '../../../http/route-options';

const tags = ['admin system parameters'];

/** /admins/system_parameter: list and edit, each value checked by its parameter's type and range. */
export function systemParametersRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/admins/system_parameter', route({ summary: 'System parameters', querystring: ParameterQuery }, ParameterPage, [400, 401, 403]), async (request) =>
    parameterPage(deps, listParams(request.query)),
  );
  r.put(
    '/admins/system_parameter/:PARAMETER_CD',
    route({ summary: 'Change a parameter; effective at once', params: ParameterParams, body: ParameterUpdate }, ParameterAnswer, [400, 401, 403, 404]),
    async (request) => await editParameter(deps, actorOf(request), request.params.PARAMETER_CD, request.body.PARAMETER),
  );
}
