import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { messages } from '../../../page-messages';
import type { HistoryDay } from '../api';

type Props = {
  days: HistoryDay[];
  /** Today's price of the lot (yen per stem), drawn across the chart; null when undecided. */
  today: number | null;
  /** The branch's last price paid, drawn across the chart too. */
  lastPaid: number | null;
  /** What the series is of, for the chart's accessible name. */
  label: string;
};

const W = 320;
const H = 140;
const PAD = { left: 40, right: 8, top: 10, bottom: 22 };

/**
 * A small line chart of the average (solid) and the high (dashed) per stem, one point per sale
 * day, with today's price and the last price paid as horizontal lines. Its figures are also in the
 * table beside it; a single day shows as points.
 */
export function HistoryChart({ days, today, lastPaid, label }: Props) {
  const theme = useTheme();
  const h = messages.history;
  const values = [...days.flatMap((d) => [d.average, d.high]), ...(today ? [today] : []), ...(lastPaid ? [lastPaid] : [])];
  const max = Math.max(1, ...values);
  const min = Math.min(max, ...values);
  const span = max - min || max || 1;
  const lo = Math.max(0, min - span * 0.15);
  const hi = max + span * 0.15;
  const x = (i: number) => (days.length <= 1 ? PAD.left + (W - PAD.left - PAD.right) / 2 : PAD.left + (i * (W - PAD.left - PAD.right)) / (days.length - 1));
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - (v - lo) / (hi - lo));
  const line = (pick: (d: HistoryDay) => number) => days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(pick(d)).toFixed(1)}`).join(' ');
  const green = theme.palette.primary.main;
  // Today's label at the right end, the last price's at the left, so two close prices stay readable.
  const rule = (value: number, color: string, text: string, testId: string, left = false) => (
    <g data-testid={testId}>
      <line x1={PAD.left} x2={W - PAD.right} y1={y(value)} y2={y(value)} stroke={color} strokeDasharray="2 3" />
      <text x={left ? PAD.left + 3 : W - PAD.right} y={y(value) - 3} textAnchor={left ? 'start' : 'end'} fontSize="10" fill={color}>
        {text}
      </text>
    </g>
  );
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={h.chart(label)}
      sx={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block' }}
    >
      <text x={PAD.left - 4} y={y(hi) + 8} textAnchor="end" fontSize="10" fill="#555">
        {Math.round(hi)}
      </text>
      <text x={PAD.left - 4} y={y(lo)} textAnchor="end" fontSize="10" fill="#555">
        {Math.round(lo)}
      </text>
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} stroke="#bbb" />
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#bbb" />
      {days.length > 0 && (
        <>
          <text x={x(0)} y={H - 6} fontSize="10" fill="#555" textAnchor={days.length > 1 ? 'start' : 'middle'}>
            {days[0].date.slice(5)}
          </text>
          {days.length > 1 && (
            <text x={x(days.length - 1)} y={H - 6} fontSize="10" fill="#555" textAnchor="end">
              {days[days.length - 1].date.slice(5)}
            </text>
          )}
          <path d={line((d) => d.high)} fill="none" stroke="#b26a00" strokeWidth={1.5} strokeDasharray="5 3" />
          <path d={line((d) => d.average)} fill="none" stroke={green} strokeWidth={2} />
          {days.map((d, i) => (
            <circle key={d.date} cx={x(i)} cy={y(d.average)} r={days.length <= 3 ? 3.5 : 2} fill={green} data-testid="history-point" />
          ))}
        </>
      )}
      {today !== null && rule(today, '#c62828', `${h.today} ${today}`, 'history-today')}
      {lastPaid !== null && rule(lastPaid, '#1565c0', `${h.lastPaid} ${lastPaid}`, 'history-last-paid', true)}
    </Box>
  );
}
