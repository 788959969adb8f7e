import { httpMessages } from '../areas/system/messages';
import { isoDateOf, japanToday, monthOf } from '../time/japan-time';
import { ApiError } from './api-error';

/**
 * Query dates are accepted as the spec shows them ('YYYY/MM/DD') or in ISO form
 * ('YYYY-MM-DD') and must be real calendar dates; the 400 names the field otherwise.
 */
export function parseQueryDate(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const iso = isoDateOf(value);
  if (iso === null) throw new ApiError(400, httpMessages.badDate, { code: 'bad_date', field });
  return iso;
}

/** A date the schema requires: as parseQueryDate, never undefined. */
export function requireQueryDate(value: string, field: string): string {
  const iso = parseQueryDate(value, field);
  if (iso === undefined) throw new ApiError(400, httpMessages.badDate, { code: 'bad_date', field });
  return iso;
}

/** 'YYYY-MM' (or 'YYYY/MM') → the month's first day; no value → the current month in Japan. */
export function parseQueryMonth(value: string | undefined, now: Date, field = 'querystring.month'): string {
  if (value === undefined || value === '') return `${japanToday(now).slice(0, 7)}-01`;
  const first = monthOf(value);
  if (first === null) throw new ApiError(400, httpMessages.badMonth, { code: 'bad_month', field });
  return first;
}
