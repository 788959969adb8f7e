import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../../page-messages';
import { formatCount, formatYenAmount } from '../../../common/format';
import type { Estimate } from '../../../common/estimate';
import type { PricingRates } from '../../../common/pricing';

const m = messages.purchase;

function Line({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  const weight = strong ? 'bold' : undefined;
  return (
    <>
      <Box component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Box>
      <Box
        component="dd"
        data-testid={testId}
        sx={{ m: 0, textAlign: 'right', fontWeight: weight, fontSize: strong ? '1.15rem' : undefined, whiteSpace: 'nowrap' }}
      >
        {value}
      </Box>
    </>
  );
}

type Props = {
  estimate: Estimate;
  rates: PricingRates;
  perPackage: number;
  packages: number;
  stems: number;
};

/** The live amount of the quantity dialog: 単価 × 入数 × 口数 + 端数, the tier, 手数料, 税, 合計. */
export function PurchaseEstimate({ estimate, rates, perPackage, packages, stems }: Props) {
  return (
    <Box
      component="section"
      aria-label={m.estimateTitle}
      data-testid="purchase-estimate"
      sx={{ mt: 2, p: 1.5, bgcolor: 'grey.50', borderRadius: 1, maxWidth: { tablet: 480 } }}
    >
      <Typography variant="subtitle2" component="h3">
        {m.estimateTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="estimate-breakdown" sx={{ overflowWrap: 'anywhere' }}>
        {m.breakdown(formatYenAmount(estimate.tanka), perPackage, packages, stems)} = {m.totalStems(formatCount(estimate.stems))}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'space-between', columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}>
        <Line label={estimate.tier ? m.tierPrice(estimate.tier.quantity) : m.unitPrice} value={formatYenAmount(estimate.tanka)} testId="estimate-tanka" />
        <Line label={m.subtotal} value={formatYenAmount(estimate.amount)} testId="estimate-amount" />
        {estimate.commission > 0 && <Line label={m.commissionRate(rates.saleRate)} value={formatYenAmount(estimate.commission)} testId="estimate-commission" />}
        <Line label={m.tax(rates.taxRate)} value={formatYenAmount(estimate.tax)} testId="estimate-tax" />
        <Line label={m.total} value={formatYenAmount(estimate.total)} strong testId="estimate-total" />
      </Box>
    </Box>
  );
}
