import type { Queryable } from '../../../db/types';
import { likePattern } from '../../../db/like-pattern';
import { orderBy } from '../common/sql';
import type { ParameterRow } from './system-parameters-schemas';

const COLUMNS = 'parameter_typ AS "PARAMETER_TYP", parameter_cd AS "PARAMETER_CD", remark AS "REMARK", parameter AS "PARAMETER"';
const SORT: Record<string, string> = { PARAMETER_TYP: 'parameter_typ', PARAMETER_CD: 'parameter_cd' };

export async function listParameters(
  db: Queryable,
  q: { query?: string; per: number; offset: number; orderBy?: string; order?: 'asc' | 'desc' },
): Promise<(ParameterRow & { total: number })[]> {
  const { rows } = await db.query<ParameterRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM system_parameters
      WHERE $1::text IS NULL OR parameter_cd ILIKE $1 OR remark ILIKE $1 OR parameter ILIKE $1 OR parameter_typ ILIKE $1
      ORDER BY ${orderBy(SORT, q.orderBy, q.order, 'parameter_typ, parameter_cd')} LIMIT $2 OFFSET $3`,
    [likePattern(q.query), q.per, q.offset],
  );
  return rows;
}

/** PARAMETER_CD is unique in practice; the first by type answers, as the purchasing rules read it. */
export async function lockParameter(db: Queryable, code: string): Promise<ParameterRow | null> {
  const { rows } = await db.query<ParameterRow>(`SELECT ${COLUMNS} FROM system_parameters WHERE parameter_cd = $1 ORDER BY parameter_typ LIMIT 1 FOR UPDATE`, [
    code,
  ]);
  return rows[0] ?? null;
}

export async function saveParameter(db: Queryable, typ: string, code: string, value: string): Promise<void> {
  await db.query('UPDATE system_parameters SET parameter = $3 WHERE parameter_typ = $1 AND parameter_cd = $2', [typ, code, value]);
}
