import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber, formatYen } from 'shared';
import { messages } from '../../../messages';
import type { SaleHistory } from '../types';

const t = messages.sale;

/** The day's totals above its lines, as the buyer will find them on the invoice. */
export function DaySummary({ day }: { day: SaleHistory }) {
  const figures = [
    [t.totalPurchase, formatYen(day.totalPurchase)],
    [t.otherTotal, formatYen(day.otherTotal)],
    [t.salesTaxAmount, formatYen(day.salesTaxAmount)],
    [t.totalWithTax, formatYen(day.totalWithTax)],
    [t.totalTransactions, formatNumber(day.totalTransactions)],
  ] as const;
  return (
    <Box
      component="dl"
      data-testid="sale-day-summary"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', tablet: 'repeat(5, 1fr)' }, gap: 1, m: 0, mb: 2 }}
    >
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ p: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
