import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import type { Actor } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { listPage, listRead } from '../../../http/page-envelope';
import { adminMasterMessages as m } from '../messages';
import { normaliseParameter, ruleOf } from './parameter-rules';
import { listParameters, lockParameter, saveParameter } from './system-parameters-repository';
import type { ParameterRow } from './system-parameters-schemas';

export async function parameterPage(deps: AdminMasterDeps, q: { query?: string; per: number; page: number; order_by?: string; order?: 'asc' | 'desc' }) {
  return listPage(await listParameters(deps.db, listRead(q)), q);
}

/** Validates PARAMETER by the parameter's type and range; the purchasing rules read it on every call. */
export async function editParameter(deps: AdminMasterDeps, actor: Actor, code: string, value: string | number): Promise<ParameterRow> {
  return deps.db.transaction(async (tx) => {
    const current = await lockParameter(tx, code);
    if (!current) throw new ApiError(404, m.notFound(m.parameter), { code: 'not_found', field: 'PARAMETER_CD' });
    const rule = ruleOf(code);
    const stored = normaliseParameter(rule, value);
    if (stored === null) {
      const remark = current.REMARK || code;
      const detail =
        rule.kind === 'integer' ? m.parameterNumber(remark, rule.min, rule.max) : rule.kind === 'time' ? m.parameterTime(remark) : m.parameterInvalid(remark);
      throw new ApiError(400, detail, {
        code: 'parameter_invalid',
        field: 'PARAMETER',
      });
    }
    await saveParameter(tx, current.PARAMETER_TYP, code, stored);
    await writeAdminChange(tx, { ...actor, entity: 'system_parameter', action: 'update', before: { [code]: current.PARAMETER }, after: { [code]: stored } });
    return { ...current, PARAMETER: stored };
  });
}
