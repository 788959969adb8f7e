import { ApiError } from '../http/api-error';
import { buyerPagesMessages } from './buyer-pages-messages';

const OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's Japan calendar date, 'YYYY-MM-DD', whatever the server's zone. */
export function japanToday(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Query dates are accepted as the spec shows them ('YYYY/MM/DD') or in ISO form
 * ('YYYY-MM-DD') and must be real calendar dates; the answer names the field otherwise.
 */
export function parseQueryDate(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const iso = value.replace(/\//g, '-');
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);
  if (!ok) throw new ApiError(400, `${field}: must be a date written YYYY/MM/DD`, buyerPagesMessages.badDate);
  return iso;
}

/** 'YYYY-MM' (or 'YYYY/MM') → the month's first day. */
export function parseQueryMonth(value: string | undefined, now: Date): string {
  if (value === undefined || value === '') return `${japanToday(now).slice(0, 7)}-01`;
  const iso = value.replace(/\//g, '-');
  const m = /^(\d{4})-(\d{2})$/.exec(iso);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new ApiError(400, 'querystring.month: must be a month written YYYY-MM', buyerPagesMessages.badMonth);
  return `${iso}-01`;
}
