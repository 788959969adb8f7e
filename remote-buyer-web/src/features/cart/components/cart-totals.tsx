import Box from '@mui/material/Box';
import { formatYenAmount } from '../../../common/format';
import { messages } from '../../../page-messages';

type Order = { amount: number; commission: number; tax: number; total: number };

const listSx = { display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, mt: 2 } as const;

/** 小計, 手数料, 消費税 and 合計 of the whole cart, as the server will charge them (tax once on the whole). */
export function CartTotals({ order, taxRate, saleRate }: { order: Order; taxRate: number; saleRate: number }) {
  const p = messages.purchase;
  const rows: Array<[string, number, string?]> = [
    [p.subtotal, order.amount, 'cart-subtotal'],
    ...(order.commission > 0 || saleRate > 0 ? ([[p.commissionRate(saleRate), order.commission, 'cart-commission']] as Array<[string, number, string]>) : []),
    [p.tax(taxRate), order.tax, 'cart-tax'],
  ];
  return (
    <Box component="dl" sx={listSx} data-testid="cart-totals">
      {rows.map(([label, value, testId]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt">{label}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid={testId}>
            {formatYenAmount(value)}
          </Box>
        </Box>
      ))}
      <Box component="dt" sx={{ fontWeight: 'bold' }}>
        {p.total}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 'bold', fontSize: '1.2rem' }} data-testid="cart-total">
        {formatYenAmount(order.total)}
      </Box>
    </Box>
  );
}
