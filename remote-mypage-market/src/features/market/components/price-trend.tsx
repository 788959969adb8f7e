import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LineChart } from './charts';
import { formatDateWithWeekday, formatNumber, formatYen } from 'shared';
import { messages } from '../../../messages';
import type { MarketDay } from '../types';
import { ChartBoundary } from './chart-boundary';
import { AXIS_HEIGHT } from './figures-chart';
import { ViewToggle, type FiguresView } from './view-toggle';

const t = messages.market;

/** '2026/11/22' → '11/22', short enough for the axis of a phone. */
const monthDay = (date: string) => date.slice(5).replace(/^0/, '').replace('/0', '/');

/** How one item's high and average prices moved over the last 30 market days. */
export function PriceTrend({ title, days }: { title: string; days: readonly MarketDay[] }) {
  const [view, setView] = useState<FiguresView>('chart');
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <ViewToggle value={view} onChange={setView} label={title} />
      </Stack>
      {days.length === 0 ? (
        <Typography color="text.secondary">{t.trendEmpty}</Typography>
      ) : view === 'chart' ? (
        <ChartBoundary fallback={<TrendTable title={title} days={days} />}>
          <Box role="group" aria-label={title}>
            <LineChart
              height={260}
              xAxis={[{ scaleType: 'point', data: days.map((d) => monthDay(d.sale_date)), height: AXIS_HEIGHT }]}
              yAxis={[{ valueFormatter: (v: number) => formatNumber(v), width: 50 }]}
              series={[
                { data: days.map((d) => d.high_price), label: t.highPrice, color: '#079557', curve: 'linear', valueFormatter: (v) => formatYen(v) },
                { data: days.map((d) => d.average), label: t.average, color: '#f5871f', curve: 'linear', valueFormatter: (v) => formatYen(v) },
              ]}
              margin={{ right: 16 }}
            />
          </Box>
        </ChartBoundary>
      ) : (
        <TrendTable title={title} days={days} />
      )}
    </Box>
  );
}

function TrendTable({ title, days }: { title: string; days: readonly MarketDay[] }) {
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t.saleDate}</TableCell>
            <TableCell scope="col" align="right">
              {t.quantity}
            </TableCell>
            <TableCell scope="col" align="right">
              {t.highPrice}
            </TableCell>
            <TableCell scope="col" align="right">
              {t.average}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {/* Newest first in the table: the day a buyer looks for is usually the last. */}
          {[...days].reverse().map((d) => (
            <TableRow key={d.sale_date}>
              <TableCell component="th" scope="row">
                {formatDateWithWeekday(d.sale_date)}
              </TableCell>
              <TableCell align="right">{formatNumber(d.quantity)}</TableCell>
              <TableCell align="right">{formatYen(d.high_price)}</TableCell>
              <TableCell align="right">{formatYen(d.average)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
