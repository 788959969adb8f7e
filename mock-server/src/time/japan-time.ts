/**
 * The one module of Japan time. The market's dates are Asia/Tokyo dates whatever the server's
 * zone; Japan has no daylight saving time, so a fixed +09:00 offset is exact. Calendar dates
 * are 'YYYY-MM-DD' text; nothing here reads the server's own zone.
 */
const OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the Japan calendar day containing `at`, moved by `days`. */
export function japanDate(at: Date, days = 0): string {
  return new Date(at.getTime() + OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's Japan calendar date (the same as japanDate(now)). */
export const japanToday = (now: Date): string => japanDate(now);

/** Seconds since Japan midnight. */
export function japanSecondsOfDay(at: Date): number {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return shifted.getUTCHours() * 3600 + shifted.getUTCMinutes() * 60 + shifted.getUTCSeconds();
}

/** The instant of `seconds` after Japan midnight of the Japan day `dayOffset` days after `at`'s. */
export function japanInstant(at: Date, dayOffset: number, seconds: number): Date {
  const midnightUtc = Date.parse(`${japanDate(at)}T00:00:00Z`) - OFFSET_MS;
  return new Date(midnightUtc + dayOffset * DAY_MS + seconds * 1000);
}

/** 'YYYY-MM-DD' + 'HH:MM[:SS]' in Japan time → an ISO instant with its offset. */
export function japanInstantText(date: string, time: string): string {
  const withSeconds = time.length === 5 ? `${time}:00` : time;
  return `${date}T${withSeconds}+09:00`;
}

/** `now` moved back by a number of seconds, as an ISO instant. */
export function secondsAgo(now: Date, seconds: number): string {
  return new Date(now.getTime() - seconds * 1000).toISOString();
}

/** A 'YYYY-MM-DD' date moved by `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one 'YYYY-MM-DD' date to another. */
export const daysBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** Day of week of a 'YYYY-MM-DD' date: 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** First day of the month of a 'YYYY-MM-DD' date, moved by `months`. */
export function monthStart(date: string, months = 0): string {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** Number of days in the month starting at `firstDay`. */
export function daysInMonth(firstDay: string): number {
  const [y, m] = firstDay.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' → 'YYYY/MM/DD', the spec's display format. */
export function slashDate(isoDate: string): string {
  return isoDate.replace(/-/g, '/');
}

/** 'YYYY/MM/DD' or 'YYYY-MM-DD' → 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function isoDateOf(value: string): string | null {
  const iso = value.replace(/\//g, '-');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const parsed = Date.parse(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(iso) ? iso : null;
}

/** 'YYYY-MM' or 'YYYY/MM' → the month's first day 'YYYY-MM-01', else null. */
export function monthOf(value: string): string | null {
  const iso = value.replace(/\//g, '-');
  const m = /^(\d{4})-(\d{2})$/.exec(iso);
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${iso}-01` : null;
}
