/**
 * Japan-time calendar arithmetic for the seed. The market's dates are Asia/Tokyo dates
 * whatever the server's zone; Japan has no daylight saving, so a fixed +09:00 is exact.
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Japan calendar date of `now` shifted by `days`, as 'YYYY-MM-DD'. */
export function jstDate(now: Date, days = 0): string {
  return new Date(now.getTime() + JST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' + 'HH:MM[:SS]' in Japan time → an ISO instant with its offset. */
export function jstInstant(date: string, time: string): string {
  const withSeconds = time.length === 5 ? `${time}:00` : time;
  return `${date}T${withSeconds}+09:00`;
}

/** `now` moved by a number of seconds, as an ISO instant. */
export function secondsAgo(now: Date, seconds: number): string {
  return new Date(now.getTime() - seconds * 1000).toISOString();
}

/** Day of week of a 'YYYY-MM-DD' date: 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** First day of the month of a 'YYYY-MM-DD' date, moved by `months`. */
export function monthStart(date: string, months = 0): string {
  const [y, m] = date.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return d.toISOString().slice(0, 10);
}

/** Number of days in the month starting at `firstDay`. */
export function daysInMonth(firstDay: string): number {
  const [y, m] = firstDay.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
