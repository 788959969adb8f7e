import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateWithWeekday, formatNumber, formatYen, messages as sharedMessages } from 'shared';
import { messages } from '../../../messages';
import { historyTotals } from '../totals';
import type { SaleHistory } from '../types';
import { SokuhoChip } from './sokuho-chip';
import type { SaleHistoryTableProps } from './sale-history-table';

const t = messages.sale;

function Amounts({ day }: { day: Omit<SaleHistory, 'id' | 'purchaseDate'> }) {
  const details = [
    [t.totalPurchase, formatYen(day.totalPurchase)],
    [t.otherTotal, formatYen(day.otherTotal)],
    [t.salesTaxAmount, formatYen(day.salesTaxAmount)],
    [t.totalTransactions, formatNumber(day.totalTransactions)],
  ] as const;
  return (
    <>
      <Typography sx={{ fontSize: 20, fontWeight: 700, textAlign: 'right' }}>
        <Box component="span" sx={{ fontSize: 12, fontWeight: 400, color: 'text.secondary', mr: 1 }}>
          {t.totalWithTax}
        </Box>
        {formatYen(day.totalWithTax)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
        {details.map(([label, value], i) => (
          <Fragment key={label}>
            {i > 0 && sharedMessages.listSeparator}
            {/* Each label stays with its value when the line wraps. */}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {label} {value}
            </Box>
          </Fragment>
        ))}
      </Typography>
    </>
  );
}

/** The history on a phone: one card per day with the amount that matters first, the period's sum on top. */
export function SaleHistoryCards({ rows, selectedDate, onSelect }: SaleHistoryTableProps) {
  const totals = historyTotals(rows);
  return (
    <Stack spacing={1} component="ul" aria-label={t.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      <Box component="li" data-testid="sale-history-totals" sx={{ p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t.sum}
          {totals.isSokuho && <SokuhoChip />}
        </Typography>
        <Amounts day={totals} />
      </Box>
      {rows.map((row) => {
        const selected = row.purchaseDate === selectedDate;
        return (
          <Box
            component="li"
            key={row.id}
            sx={{
              p: 1.5,
              border: 1,
              borderColor: selected ? 'primary.main' : 'divider',
              borderRadius: 1,
              bgcolor: selected ? 'rgba(7, 149, 87, 0.06)' : undefined,
            }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700 }}>
                {formatDateWithWeekday(row.purchaseDate)}
                {row.isSokuho && <SokuhoChip />}
              </Typography>
              <Button
                size="small"
                aria-pressed={selected}
                aria-label={messages.common.of(formatDateWithWeekday(row.purchaseDate), t.showDetail)}
                onClick={() => onSelect(row)}
              >
                {t.showDetail}
              </Button>
            </Stack>
            <Amounts day={row} />
          </Box>
        );
      })}
    </Stack>
  );
}
