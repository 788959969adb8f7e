import { weekday } from '../time/japan-time';

/**
 * The sample market's calendar, written once: Sundays are 休市 and Wednesdays 臨時休市, and no
 * sale, receiving or reservation of the sample falls on such a day. The day the sample
 * is built is always a market day, so a new user always finds today's lots to buy.
 */
export type ClosedKind = '休市' | '臨時休市';

export function closedKind(date: string, today: string): ClosedKind | null {
  if (date === today) return null;
  const wd = weekday(date);
  if (wd === 0) return '休市';
  if (wd === 3) return '臨時休市';
  return null;
}

export const isMarketDay = (date: string, today: string): boolean => closedKind(date, today) === null;
