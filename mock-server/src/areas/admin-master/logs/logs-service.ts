import { ApiError } from '../../../http/api-error';
import type { AdminMasterDeps } from '../deps';
import { offsetOf, pageEnvelope, splitTotal } from '../../../http/page-envelope';
import { adminMasterMessages as m } from '../messages';
import { listLogs, logDates, logOperators, type LogTable } from './logs-repository';

const isoDay = (day: string | undefined) => (day ? day.replace(/\//g, '-') : null);

/** One page of a log, newest first, with the dates and operators to choose from. */
export async function logPage(
  deps: AdminMasterDeps,
  table: LogTable,
  q: { query?: string; per: number; page: number; from?: string; to?: string; operator?: string },
) {
  const from = isoDay(q.from);
  const to = isoDay(q.to);
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (day && Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new ApiError(400, m.dateRange, { code: 'date_range', field: `querystring.${field}` });
  }
  if (from && to && from > to) throw new ApiError(400, m.dateRange, { code: 'date_range', field: 'querystring.from' });
  const { rows, total } = splitTotal(
    await listLogs(deps.db, table, { from, to, operator: q.operator?.trim() || null, query: q.query, per: q.per, offset: offsetOf(q.per, q.page) }),
  );
  const [dates, operators] = [await logDates(deps.db, table), await logOperators(deps.db, table)];
  return { ...pageEnvelope(rows, total, q.per, q.page), dates, operators };
}
