import { ApiError } from '../../http/api-error';
import { adminNewsMailMessages as m } from './messages';

/**
 * Dates and times the administrator types are Japan wall-clock time (no daylight saving:
 * a fixed +09:00 is exact). Hyphens or slashes are accepted: 'YYYY-MM-DD', 'YYYY/MM/DD HH:MM'.
 */
const DATE = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;
const DATE_TIME = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2})$/;

function validDate(y: number, mo: number, d: number): boolean {
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && y <= 2999;
}

/** 'YYYY-MM-DD' (for a date column), or a 400 naming the field. */
export function parseJapanDate(value: string, field: string): string {
  const match = DATE.exec(value.trim());
  if (!match || !validDate(Number(match[1]), Number(match[2]), Number(match[3]))) throw new ApiError(400, m.badDate, { code: 'bad_date', field });
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** The instant of a Japan wall-clock 'YYYY-MM-DD HH:MM', or a 400 naming the field. */
export function parseJapanDateTime(value: string, field: string): Date {
  const match = DATE_TIME.exec(value.trim());
  const [y, mo, d, h, mi] = (match ?? []).slice(1).map(Number);
  if (!match || !validDate(y, mo, d) || h > 23 || mi > 59) throw new ApiError(400, m.badDateTime, { code: 'bad_date_time', field });
  return new Date(Date.UTC(y, mo - 1, d, h - 9, mi));
}

/** SQL fragment: a timestamptz column as 'YYYY/MM/DD HH:MM' in Japan time. */
export const jstMinute = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI')`;
