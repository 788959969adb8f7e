import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { yearMonthOf } from '../calendar-month';
import { ScheduleCalendar, type ScheduleCalendarProps } from './schedule-calendar';

const schedules = [
  { date: '2026-11-23', label: '休市日', color_code: '#d32f2f' },
  { date: '2026/11/28', label: '特売日', color_code: '#ffeb3b' },
  { date: '2026-12-30', label: '年末最終市', color_code: '#1976d2' },
];

/** The calendar as a page holds it: the month in state, all months' schedules at hand. */
function Calendar(props: Omit<ScheduleCalendarProps, 'month' | 'onMonthChange'>) {
  const [month, setMonth] = useState(yearMonthOf(props.today ?? '2026-11-22'));
  return <ScheduleCalendar {...props} month={month} onMonthChange={setMonth} />;
}

const cell = (date: string) => document.querySelector(`td[data-date="${date}"]`) as HTMLElement;

describe('ScheduleCalendar', () => {
  it('shows the market month of today with Japanese weekdays, Sunday first', () => {
    render(<Calendar schedules={schedules} today="2026-11-22" />);
    expect(screen.getByRole('heading', { name: '2026年11月' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    // 1 November 2026 is a Sunday: the first cell of the first week.
    const firstRow = screen.getAllByRole('row')[1];
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveAttribute('data-date', '2026-11-01');
  });

  it('puts each schedule label on its own day, whatever the date separator', () => {
    render(<Calendar schedules={schedules} today="2026-11-22" />);
    expect(within(cell('2026-11-23')).getByText('休市日')).toBeInTheDocument();
    expect(within(cell('2026-11-28')).getByText('特売日')).toBeInTheDocument();
    expect(within(cell('2026-11-22')).queryByText('休市日')).not.toBeInTheDocument();
  });

  it('colours a label with its color_code and keeps the text readable on it', () => {
    render(<Calendar schedules={schedules} today="2026-11-22" />);
    const dark = within(cell('2026-11-23')).getByText('休市日');
    const light = within(cell('2026-11-28')).getByText('特売日');
    expect(dark).toHaveStyle({ backgroundColor: '#d32f2f', color: '#fff' });
    expect(light).toHaveStyle({ backgroundColor: '#ffeb3b', color: '#000' });
  });

  it('marks today', () => {
    render(<Calendar schedules={schedules} today="2026-11-22" />);
    expect(cell('2026-11-22')).toHaveAttribute('aria-current', 'date');
    expect(cell('2026-11-21')).not.toHaveAttribute('aria-current');
  });

  it('moves between months and back to this month', async () => {
    const user = userEvent.setup();
    render(<Calendar schedules={schedules} today="2026-11-22" />);
    await user.click(screen.getByRole('button', { name: '次の月' }));
    expect(screen.getByRole('heading', { name: '2026年12月' })).toBeInTheDocument();
    expect(within(cell('2026-12-30')).getByText('年末最終市')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '次の月' }));
    expect(screen.getByRole('heading', { name: '2027年1月' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '今月' }));
    expect(screen.getByRole('heading', { name: '2026年11月' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '前の月' }));
    expect(screen.getByRole('heading', { name: '2026年10月' })).toBeInTheDocument();
  });

  it("lists the month's schedules in date order under the grid", () => {
    render(<Calendar schedules={schedules} today="2026-11-22" />);
    const list = screen.getByRole('list', { name: '2026年11月の予定' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['11/23(月)休市日', '11/28(土)特売日']);
  });

  it('shows the calendar note, and no note box when there is none', () => {
    const { rerender } = render(<Calendar schedules={[]} today="2026-11-22" calendarNote={'年末年始の休市日にご注意ください。\n1月5日から通常営業'} />);
    expect(screen.getByText('カレンダーの備考')).toBeInTheDocument();
    expect(screen.getByText(/年末年始の休市日にご注意ください。/)).toBeInTheDocument();
    rerender(<Calendar schedules={[]} today="2026-11-22" calendarNote="" />);
    expect(screen.queryByText('カレンダーの備考')).not.toBeInTheDocument();
  });
});
