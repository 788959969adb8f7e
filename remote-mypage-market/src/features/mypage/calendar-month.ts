/**
 * The pure calendar arithmetic behind the my-page calendar. Dates are calendar dates
 * ('YYYY-MM-DD'), not instants: a market day is the same day wherever the browser is, so
 * the grid is computed in UTC and "today" is read in Asia/Tokyo.
 */
export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

interface DayCell {
  /** 'YYYY-MM-DD' */
  date: string;
  day: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Accepts 'YYYY-MM-DD', 'YYYY/MM/DD' or a longer timestamp and keeps the calendar date. */
export function normaliseDate(value: string): string {
  return value.slice(0, 10).replace(/\//g, '-');
}

/** Today's market date: the calendar date in Japan at `now`. */
export function tokyoToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function yearMonthOf(date: string): YearMonth {
  const [y, m] = normaliseDate(date).split('-').map(Number);
  return { year: y, month: m };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whole weeks (Sunday first) covering the month, padded with the neighbouring months' days. */
export function monthWeeks({ year, month }: YearMonth): DayCell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const start = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cellCount = Math.ceil((first.getUTCDay() + daysInMonth) / 7) * 7;
  const weeks: DayCell[][] = [];
  for (let i = 0; i < cellCount; i += 1) {
    const d = new Date(start.getTime() + i * 86_400_000);
    const cell: DayCell = {
      date: isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()),
      day: d.getUTCDate(),
      weekday: d.getUTCDay(),
      inMonth: d.getUTCMonth() === month - 1,
    };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1].push(cell);
  }
  return weeks;
}

/** Black or white text, whichever reads better on the schedule's colour. */
export function textColorOn(hex: string): '#000' | '#fff' {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#000';
  // WCAG 2 relative luminance: whichever of black and white has the higher contrast (accessibility;
  // on the market green #079557 that is black, 5.4:1, where white is 3.9:1).
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000' : '#fff';
}

/** The API's month parameter, 'YYYY-MM'. */
export const monthParam = ({ year, month }: YearMonth): string => `${year}-${pad(month)}`;
