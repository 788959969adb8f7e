import { useMemo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { messages as sharedMessages } from 'shared';
import { messages } from '../../../messages';
import { addMonths, monthWeeks, normaliseDate, textColorOn, tokyoToday, yearMonthOf, type YearMonth } from '../calendar-month';
import type { Schedule } from '../types';

const t = messages.mypage;
const weekdayNames = sharedMessages.weekdays;

export interface ScheduleCalendarProps {
  /** The month shown; its schedules and note come from the server month by month. */
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  schedules: readonly Schedule[];
  calendarNote?: string | null;
  /** True while the shown month's schedules are on their way. */
  loading?: boolean;
  /** The market's today ('YYYY-MM-DD'); defaults to today in Japan. Tests pin it. */
  today?: string;
}

const weekdayColor = (weekday: number) => (weekday === 0 ? 'error.main' : weekday === 6 ? 'info.main' : 'text.primary');

/** The month calendar of market days (休市日, special sales …) with the month's note. */
export function ScheduleCalendar({ month: shown, onMonthChange, schedules, calendarNote, loading = false, today = tokyoToday() }: ScheduleCalendarProps) {
  const weeks = useMemo(() => monthWeeks(shown), [shown]);

  const byDate = useMemo(() => {
    const map = new Map<string, Schedule[]>();
    for (const s of schedules) {
      const key = normaliseDate(s.date);
      map.set(key, [...(map.get(key) ?? []), s]);
    }
    return map;
  }, [schedules]);

  const monthTitle = t.monthLabel(shown.year, shown.month);
  const monthPrefix = `${shown.year}-${String(shown.month).padStart(2, '0')}`;
  const monthSchedules = schedules
    .filter((s) => normaliseDate(s.date).startsWith(monthPrefix))
    .sort((a, b) => normaliseDate(a.date).localeCompare(normaliseDate(b.date)));

  return (
    <Box component="section" aria-labelledby="mypage-calendar-heading">
      <Typography id="mypage-calendar-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t.calendar}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={t.prevMonth} onClick={() => onMonthChange(addMonths(shown, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} aria-live="polite">
            {monthTitle}
          </Typography>
          <Button size="small" onClick={() => onMonthChange(yearMonthOf(today))}>
            {t.thisMonth}
          </Button>
        </Stack>
        <IconButton aria-label={t.nextMonth} onClick={() => onMonthChange(addMonths(shown, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>

      <Box
        component="table"
        aria-label={monthTitle}
        aria-busy={loading}
        sx={{
          width: '100%',
          tableLayout: 'fixed',
          borderCollapse: 'collapse',
          opacity: loading ? 0.5 : 1,
          '& td, & th': { border: 1, borderColor: 'divider' },
        }}
      >
        <thead>
          <tr>
            {weekdayNames.map((name, i) => (
              <Box component="th" key={name} scope="col" sx={{ py: 0.5, fontSize: 13, color: weekdayColor(i), bgcolor: 'grey.100' }}>
                {name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].date}>
              {week.map((cell) => {
                const daySchedules = byDate.get(cell.date) ?? [];
                const isToday = cell.date === today;
                return (
                  <Box
                    component="td"
                    key={cell.date}
                    data-date={cell.date}
                    aria-current={isToday ? 'date' : undefined}
                    sx={{
                      verticalAlign: 'top',
                      height: { xs: 52, tablet: 76 },
                      p: 0.5,
                      // Days of the months beside are told apart by a grey ground and grey numbers,
                      // not by fading the cell: faded text and schedule chips fall below AA contrast.
                      bgcolor: isToday ? 'rgba(7, 149, 87, 0.08)' : cell.inMonth ? undefined : 'grey.100',
                      outline: isToday ? '2px solid' : undefined,
                      outlineColor: 'primary.main',
                      outlineOffset: -2,
                    }}
                  >
                    <Typography
                      component="div"
                      sx={{ fontSize: 13, fontWeight: isToday ? 700 : 400, color: cell.inMonth ? weekdayColor(cell.weekday) : 'text.secondary' }}
                    >
                      {cell.day}
                      {isToday && (
                        <Box component="span" sx={visuallyHidden}>
                          {t.today}
                        </Box>
                      )}
                    </Typography>
                    {daySchedules.map((s) => (
                      <Box
                        key={s.label}
                        title={s.label}
                        sx={{
                          mt: 0.25,
                          px: 0.5,
                          borderRadius: 0.5,
                          fontSize: { xs: 10, tablet: 12 },
                          lineHeight: 1.5,
                          bgcolor: s.color_code,
                          color: textColorOn(s.color_code),
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {s.label}
                      </Box>
                    ))}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>

      {/* The same schedules as a list: readable on a narrow phone where labels are cut short. */}
      {monthSchedules.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label={t.monthSchedules(monthTitle)}>
          {monthSchedules.map((s) => (
            <Stack component="li" direction="row" spacing={1} key={`${s.date}-${s.label}`} sx={{ alignItems: 'center', fontSize: 14 }}>
              <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: s.color_code, flexShrink: 0 }} />
              <span>{formatMonthDay(s.date)}</span>
              <span>{s.label}</span>
            </Stack>
          ))}
        </Box>
      )}

      {calendarNote && (
        <Box sx={{ mt: 1.5, p: 1.5, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="subtitle2" component="h4">
            {t.calendarNote}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {calendarNote}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

function formatMonthDay(date: string): string {
  const [y, m, d] = normaliseDate(date).split('-').map(Number);
  const weekday = weekdayNames[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${m}/${d}(${weekday})`;
}

// Read by screen readers, invisible and taking no room ('1px' as a string: sx reads 1 as 100%).
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
