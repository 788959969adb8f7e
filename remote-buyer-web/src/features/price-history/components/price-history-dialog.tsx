import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { QueryState, useIsBelow } from 'shared';
import { messages } from '../../../page-messages';
import { formatCount } from '../../../common/format';
import type { WebItem } from '../../../web-item/types';
import { useGetPriceHistoryQuery, type PriceHistory } from '../api';
import { HistoryChart } from './history-chart';

type SeriesKey = 'product' | 'variety' | 'item' | 'shipper';
const SERIES: SeriesKey[] = ['product', 'variety', 'item', 'shipper'];
const PERIODS = [7, 30, 90];
const h = messages.history;

type Props = {
  item: Pick<
    WebItem,
    'id' | 'product_name' | 'variety_name' | 'item_name' | 'shipment_provider_name' | 'unit_price' | 'recommended_unit_price' | 'recommended_active'
  >;
  open: boolean;
  onClose: () => void;
};

/** The lot's price in effect now (an active recommended price, else the listed one); null when undecided. */
export function priceInEffect(item: Props['item']): number | null {
  const price = item.recommended_active && item.recommended_unit_price !== null ? item.recommended_unit_price : Number(item.unit_price);
  return price > 0 ? price : null;
}

/** 相場: the lot's product, variety, item and shipper per sale day, with today's price and the last price paid. */
export function PriceHistoryDialog({ item, open, onClose }: Props) {
  const fullScreen = useIsBelow('tablet');
  const [series, setSeries] = useState<SeriesKey>('product');
  const [days, setDays] = useState(30);
  const result = useGetPriceHistoryQuery({ id: item.id, days }, { skip: !open });
  const names: Record<SeriesKey, string> = {
    product: item.product_name,
    variety: item.variety_name || item.product_name,
    item: item.item_name,
    shipper: item.shipment_provider_name,
  };
  const today = priceInEffect(item);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={`history-title-${item.id}`}>
      <DialogTitle id={`history-title-${item.id}`}>{h.title(item.product_name)}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
          <TextField select size="small" label={h.period} value={days} onChange={(e) => setDays(Number(e.target.value))} sx={{ minWidth: 120 }}>
            {PERIODS.map((n) => (
              <MenuItem key={n} value={n}>
                {h.days(n)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" data-testid="history-today-price">
            {h.today}: {today === null ? messages.item.undecided : messages.text.yen(formatCount(today))}
          </Typography>
          <Typography variant="body2" data-testid="history-last-paid-price">
            {h.lastPaid}: {result.data ? (result.data.last_paid === null ? h.never : messages.text.yen(formatCount(result.data.last_paid))) : '—'}
          </Typography>
        </Box>
        <SeriesTabs value={series} onChange={setSeries} label={h.open} names={h.series} />
        <QueryState result={result}>
          {(data: PriceHistory) => (
            <SeriesView
              days={data[series]}
              name={names[series]}
              today={series === 'product' ? today : null}
              lastPaid={series === 'product' ? data.last_paid : null}
            />
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{h.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** One series: the chart and its figures, newest day first; an empty period says so. */
export function SeriesView({ days, name, today, lastPaid }: { days: PriceHistory['product']; name: string; today: number | null; lastPaid: number | null }) {
  if (days.length === 0) {
    return (
      <Typography sx={{ py: 3, color: 'text.secondary' }} data-testid="history-empty">
        {h.empty}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', tablet: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start', mt: 1 }}>
      <HistoryChart days={days} today={today} lastPaid={lastPaid} label={name} />
      <Box sx={{ maxHeight: 260, overflowY: 'auto' }} tabIndex={0} role="region" aria-label={h.chart(name)}>
        <Table size="small" stickyHeader data-testid="history-table">
          <TableHead>
            <TableRow>
              <TableCell>{h.date}</TableCell>
              <TableCell align="right">{h.average}</TableCell>
              <TableCell align="right">{h.high}</TableCell>
              <TableCell align="right">{h.quantity}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...days].reverse().map((d) => (
              <TableRow key={d.date}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.date}</TableCell>
                <TableCell align="right">{formatCount(d.average)}</TableCell>
                <TableCell align="right">{formatCount(d.high)}</TableCell>
                <TableCell align="right">{formatCount(d.quantity)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/**
 * The four series as tabs (arrow keys move between them). Plain buttons rather than MUI's Tabs:
 * every component the remote uses is a share /web loads up front (its 300 KB page-weight budget).
 */
function SeriesTabs({
  value,
  onChange,
  label,
  names,
}: {
  value: SeriesKey;
  onChange: (key: SeriesKey) => void;
  label: string;
  names: Record<SeriesKey, string>;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = SERIES[(SERIES.indexOf(value) + step + SERIES.length) % SERIES.length];
    onChange(next);
    (e.currentTarget.querySelector(`[data-series="${next}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <Box role="tablist" aria-label={label} onKeyDown={onKeyDown} sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
      {SERIES.map((key) => (
        <Button
          key={key}
          role="tab"
          data-series={key}
          aria-selected={key === value}
          tabIndex={key === value ? 0 : -1}
          onClick={() => onChange(key)}
          sx={{ borderRadius: 0, minHeight: 44, px: 2, borderBottom: 2, borderColor: key === value ? 'primary.main' : 'transparent' }}
          color={key === value ? 'primary' : 'inherit'}
        >
          {names[key]}
        </Button>
      ))}
    </Box>
  );
}
