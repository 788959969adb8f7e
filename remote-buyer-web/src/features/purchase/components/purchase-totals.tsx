import Box from '@mui/material/Box';
import { messages } from '../../../page-messages';
import { formatCount, formatYenAmount } from '../../../common/format';
import { stemsOf, totalsOf } from '../totals';
import type { PurchaseDoneRow } from '../types';

const m = messages.purchase;

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: strong ? 'bold' : undefined }}>
        {label}
      </Box>
      <Box
        component="dd"
        data-testid={testId}
        sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 'bold' : undefined, fontSize: strong ? '1.2rem' : undefined }}
      >
        {value}
      </Box>
    </>
  );
}

const listSx = { display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, mt: 2 } as const;

/** Buy: amount, commission, tax and total with tax. Next order: packages and stems (prices are set at the next sale). */
export function PurchaseTotals({ rows, mode, taxRate }: { rows: PurchaseDoneRow[]; mode: 'buy' | 'next-order'; taxRate?: number }) {
  if (mode === 'next-order') {
    const packages = rows.reduce((sum, row) => sum + Number(row.KUCHI_SU), 0);
    const stems = rows.reduce((sum, row) => sum + stemsOf(row), 0);
    return (
      <Box component="dl" data-testid="purchase-totals" sx={listSx}>
        <Row label={m.totalPackages} value={messages.text.packages(formatCount(packages))} strong />
        <Row label={messages.columns.totalStems} value={m.totalStems(formatCount(stems))} />
      </Box>
    );
  }
  if (taxRate === undefined) return null;
  const totals = totalsOf(rows, taxRate);
  return (
    <Box component="dl" data-testid="purchase-totals" sx={listSx}>
      <Row label={m.subtotal} value={formatYenAmount(totals.subtotal)} />
      {totals.commission > 0 && <Row label={m.commission} value={formatYenAmount(totals.commission)} />}
      <Row label={m.tax(taxRate)} value={formatYenAmount(totals.tax)} />
      <Row label={m.total} value={formatYenAmount(totals.total)} strong testId="total-with-tax" />
    </Box>
  );
}
