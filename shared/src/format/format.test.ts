import { formatNumber, formatYen } from './number';
import {
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  hyphensToSlashes,
  joinDateTime,
  nextDays,
  slashesToHyphens,
  splitDateTime,
  todayInTokyo,
  weekdayJa,
} from './date';

describe('numbers in ja-JP', () => {
  it('groups thousands and rounds to whole numbers by default', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,235');
    expect(formatNumber(1234.4)).toBe('1,234');
  });

  it('keeps the requested fraction digits, rounded', () => {
    expect(formatNumber(12.345, 1)).toBe('12.3');
    expect(formatNumber(0.05, 1)).toBe('0.1');
  });

  it('reads the API string prices and shows nothing for missing values', () => {
    expect(formatNumber('1200')).toBe('1,200');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('abc')).toBe('');
  });

  it('writes yen amounts with 円', () => {
    expect(formatYen(158000)).toBe('158,000円');
  });
});

describe('dates in market time (Asia/Tokyo)', () => {
  // 15:30 UTC on 22 Nov is 00:30 on 23 Nov in Tokyo: a browser in any other zone must still
  // show the Tokyo date.
  const lateUtc = new Date('2026-11-22T15:30:00Z');

  it('formats an instant as the Tokyo date and time', () => {
    expect(formatDate(lateUtc)).toBe('2026/11/23');
    expect(formatDateTime(lateUtc)).toBe('2026/11/23 00:30');
    expect(formatDateTime('2026-11-22T15:30:00.000Z')).toBe('2026/11/23 00:30');
  });

  it('reads the API wall-clock strings as Japan time, unchanged', () => {
    expect(formatDate('2026/1/5')).toBe('2026/01/05');
    expect(formatDateTime('2026/11/22 09:05')).toBe('2026/11/22 09:05');
    expect(formatDate('2026-11-22')).toBe('2026/11/22');
  });

  it('names weekdays in Japanese', () => {
    expect(weekdayJa('2026/11/22')).toBe('日');
    expect(weekdayJa('2026/11/23')).toBe('月');
    expect(weekdayJa('2026/11/28')).toBe('土');
    expect(weekdayJa(lateUtc)).toBe('月');
    expect(formatDateWithWeekday('2026/11/25')).toBe('2026/11/25(水)');
  });

  it('lists the next N market days from today in Tokyo, across a month end', () => {
    expect(todayInTokyo(lateUtc)).toBe('2026/11/23');
    expect(nextDays(3, new Date('2026-11-29T16:00:00Z'))).toEqual(['2026/11/30', '2026/12/01', '2026/12/02']);
  });

  it('shows nothing for an empty or invalid value', () => {
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(weekdayJa(null)).toBe('');
  });
});

describe('dates for editing', () => {
  it('turns slashes into hyphens for date inputs and back', () => {
    expect(slashesToHyphens('2026/11/22')).toBe('2026-11-22');
    expect(hyphensToSlashes('2026-11-22')).toBe('2026/11/22');
  });

  it('splits MAIL_SEND_START_DATE into a date input and a time input, and joins them back', () => {
    expect(splitDateTime('2026/11/22 09:30')).toEqual({ date: '2026-11-22', time: '09:30' });
    expect(splitDateTime('')).toEqual({ date: '', time: '' });
    expect(joinDateTime('2026-11-22', '09:30')).toBe('2026/11/22 09:30');
  });
});
