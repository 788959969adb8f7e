import { japanInstant, japanSecondsOfDay } from '../../time/japan-time';
import type { WebHoursRow } from '../../db/settings-repository';
import { buyerWebMessages as msg } from './messages';

export interface WebHoursStatus {
  START_TIME: string;
  END_TIME: string;
  is_open: boolean;
  /** When buying opens next (ISO instant), null while open. */
  opens_at: string | null;
  /** 'HH:MM' for the message, prefixed 本日 or 明日; null while open. */
  opens_at_label: string | null;
}

function toSeconds(time: string): number {
  const [h, m, s] = time.split(':').map(Number);
  return h * 3600 + m * 60 + (s || 0);
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * Open from START_TIME through END_TIME inclusive (so 00:00–23:59:59 is the whole day); a start
 * later than the end spans midnight; equal times or no row mean open all day.
 */
export function webHoursStatus(row: WebHoursRow | null, now: Date): WebHoursStatus {
  if (!row) return { START_TIME: '00:00', END_TIME: '24:00', is_open: true, opens_at: null, opens_at_label: null };
  const start = toSeconds(row.start_time);
  const end = toSeconds(row.end_time);
  const t = japanSecondsOfDay(now);
  const base = { START_TIME: hhmm(row.start_time), END_TIME: hhmm(row.end_time) };
  let open: boolean;
  if (start === end) open = true;
  else if (start < end) open = t >= start && t <= end;
  else open = t >= start || t <= end;
  if (open) return { ...base, is_open: true, opens_at: null, opens_at_label: null };
  const today = t < start;
  return {
    ...base,
    is_open: false,
    opens_at: japanInstant(now, today ? 0 : 1, start).toISOString(),
    opens_at_label: (today ? msg.opensToday : msg.opensTomorrow)(base.START_TIME),
  };
}

/**
 * The span of instants around `now` over which webHoursStatus() and the Japan date stay as they
 * are at `now`: from the last of Japan midnight, opening and the second after closing that has
 * passed, to the next of them (ms since the epoch).
 */
export function webHoursSpan(row: WebHoursRow | null, now: Date): { from: number; until: number } {
  const seconds = [0, 86_400];
  if (row) seconds.push(toSeconds(row.start_time), toSeconds(row.end_time) + 1);
  const at = now.getTime();
  let from = -Infinity;
  let until = Infinity;
  for (const s of seconds) {
    const instant = japanInstant(now, 0, s).getTime();
    if (instant <= at) from = Math.max(from, instant);
    else until = Math.min(until, instant);
  }
  return { from, until };
}
