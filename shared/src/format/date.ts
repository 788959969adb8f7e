import { MARKET_TIME_ZONE } from '../constants';
import { messages } from '../messages';

/**
 * Dates and times in market time (Asia/Tokyo) whatever the browser's zone. Dates the API
 * sends as 'YYYY/MM/DD' or 'YYYY/MM/DD HH:MM' are already Japan time and are read as such;
 * instants (Date, epoch ms, ISO strings with a zone) are converted to Japan time.
 */

export type DateInput = Date | number | string;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const tokyoFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

// Wall-clock text: 2026/11/22, 2026-11-22, 2026/11/22 09:30, 2026-11-22T09:30 (no zone).
const WALL_CLOCK = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

function partsOf(value: DateInput): Parts | null {
  if (typeof value === 'string') {
    const match = WALL_CLOCK.exec(value.trim());
    if (match) {
      const [, year, month, day, hour = '0', minute = '0'] = match;
      return { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute) };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const out: Record<string, number> = {};
  for (const part of tokyoFormat.formatToParts(date)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return { year: out.year, month: out.month, day: out.day, hour: out.hour, minute: out.minute };
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (p: Parts) => `${p.year}/${pad(p.month)}/${pad(p.day)}`;

/** 'YYYY/MM/DD' in Japan time; empty for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined): string {
  const parts = value === null || value === undefined || value === '' ? null : partsOf(value);
  return parts ? dateText(parts) : '';
}

/** 'YYYY/MM/DD HH:MM' in Japan time; empty for a missing or invalid value. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const parts = value === null || value === undefined || value === '' ? null : partsOf(value);
  return parts ? `${dateText(parts)} ${pad(parts.hour)}:${pad(parts.minute)}` : '';
}

/** The Japanese weekday name (日 … 土) of the Japan-time date. */
export function weekdayJa(value: DateInput | null | undefined): string {
  const parts = value === null || value === undefined || value === '' ? null : partsOf(value);
  if (!parts) return '';
  return messages.weekdays[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()];
}

/** 'YYYY/MM/DD(月)'. */
export function formatDateWithWeekday(value: DateInput | null | undefined): string {
  const date = formatDate(value);
  return date === '' ? '' : `${date}(${weekdayJa(value)})`;
}

/** Today's market date, 'YYYY/MM/DD'. */
export function todayInTokyo(now: Date = new Date()): string {
  return formatDate(now);
}

/** The market dates of the next `days` days starting today, each 'YYYY/MM/DD' (spec §9). */
export function nextDays(days: number, now: Date = new Date()): string[] {
  const today = partsOf(now);
  if (!today) return [];
  // Calendar arithmetic on a UTC date: no zone or DST can shift a day.
  return Array.from({ length: Math.max(0, days) }, (_, i) => {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
  });
}

/** '2026/11/22' → '2026-11-22', as date inputs want for editing (spec §3 News). */
export function slashesToHyphens(value: string | null | undefined): string {
  return (value ?? '').replace(/\//g, '-');
}

/** '2026-11-22' → '2026/11/22', back to the API's form. */
export function hyphensToSlashes(value: string | null | undefined): string {
  return (value ?? '').replace(/-/g, '/');
}

/**
 * 'YYYY/MM/DD HH:MM' → { date: 'YYYY-MM-DD', time: 'HH:MM' } for a date input and a time
 * input (MAIL_SEND_START_DATE, news START_DATE/END_DATE).
 */
export function splitDateTime(value: string | null | undefined): { date: string; time: string } {
  const [date = '', time = ''] = (value ?? '').trim().split(/\s+/);
  return { date: slashesToHyphens(date), time: time.slice(0, 5) };
}

/** The inverse of splitDateTime: ('2026-11-22', '09:30') → '2026/11/22 09:30'. */
export function joinDateTime(date: string, time: string): string {
  return [hyphensToSlashes(date), time].filter(Boolean).join(' ');
}
