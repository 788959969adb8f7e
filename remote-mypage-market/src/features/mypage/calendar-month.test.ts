import { addMonths, monthWeeks, tokyoToday } from './calendar-month';

describe('calendar arithmetic', () => {
  it('reads today in Japan, not in the browser zone', () => {
    // 2026-11-22 16:30 UTC is already 23 November in Tokyo.
    expect(tokyoToday(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(tokyoToday(new Date('2026-11-22T14:59:00Z'))).toBe('2026-11-22');
  });

  it('covers a month with whole weeks from Sunday', () => {
    const weeks = monthWeeks({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4); // February 2026 starts on a Sunday and has 28 days.
    expect(weeks[0][0].date).toBe('2026-02-01');
    const march = monthWeeks({ year: 2026, month: 3 });
    expect(march[0][0]).toMatchObject({ date: '2026-03-01', inMonth: true });
    const august = monthWeeks({ year: 2026, month: 8 });
    expect(august[0][0]).toMatchObject({ date: '2026-07-26', inMonth: false });
    expect(august.flat().filter((d) => d.inMonth)).toHaveLength(31);
  });

  it('crosses years when moving months', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});
