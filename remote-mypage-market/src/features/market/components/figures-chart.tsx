import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber, formatYen } from 'shared';
import { messages } from '../../../messages';
import type { MarketFigure } from '../types';
import { BarChart } from './charts';

const t = messages.market;

interface FiguresChartProps {
  rows: readonly MarketFigure[];
  caption: string;
  onSelect?: (key: string) => void;
}

// Horizontal bars: item and variety names are Japanese words of varying length that read
// well on the vertical axis, at desktop width and on a phone alike.
const ROW_HEIGHT = 34;
export const AXIS_HEIGHT = 34;
const heightFor = (rows: number) => Math.max(160, rows * ROW_HEIGHT + 70);

/** Prices (high and average) and quantities as two bar charts; a bar click drills down. */
export function FiguresChart({ rows, caption, onSelect }: FiguresChartProps) {
  const names = rows.map((r) => r.name);
  // Room for the longest name, so a variety such as ゴールドストライク is not cut short.
  const longest = Math.max(0, ...names.map((n) => n.length));
  const yAxis = [{ scaleType: 'band' as const, data: names, width: Math.min(220, Math.max(60, longest * 13 + 16)) }];
  // Japanese fonts measure taller than the default axis height allows: without the extra
  // room the value labels are dropped.
  const xAxis = [{ valueFormatter: (v: number) => formatNumber(v), height: AXIS_HEIGHT }];
  const handleClick = onSelect
    ? (_: unknown, data: { dataIndex: number } | null) => {
        const row = data ? rows[data.dataIndex] : undefined;
        if (row) onSelect(row.key);
      }
    : undefined;

  return (
    <Box
      role="group"
      aria-label={caption}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', tablet: '3fr 2fr' }, gap: 2, cursor: onSelect ? 'pointer' : undefined }}
    >
      <Box>
        <Typography component="h3" variant="subtitle2" sx={{ textAlign: 'center' }}>
          {t.unitPriceAxis}
        </Typography>
        <BarChart
          layout="horizontal"
          height={heightFor(rows.length)}
          yAxis={yAxis}
          xAxis={xAxis}
          series={[
            { data: rows.map((r) => r.high_price), label: t.highPrice, color: '#079557', valueFormatter: (v) => formatYen(v) },
            { data: rows.map((r) => r.average), label: t.average, color: '#9fd6b8', valueFormatter: (v) => formatYen(v) },
          ]}
          onAxisClick={handleClick}
          margin={{ right: 16 }}
        />
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle2" sx={{ textAlign: 'center' }}>
          {t.quantityAxis}
        </Typography>
        <BarChart
          layout="horizontal"
          height={heightFor(rows.length)}
          yAxis={yAxis}
          xAxis={xAxis}
          series={[{ data: rows.map((r) => r.quantity), label: t.quantity, color: '#5eba7d', valueFormatter: (v) => formatNumber(v) }]}
          onAxisClick={handleClick}
          margin={{ right: 16 }}
        />
      </Box>
    </Box>
  );
}
