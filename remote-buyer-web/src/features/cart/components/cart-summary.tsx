import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { estimateOrder } from '../../../common/estimate';
import { formatYenAmount } from '../../../common/format';
import type { PricingRates } from '../../../common/pricing';
import { messages } from '../../../messages';
import { useGetWebCartQuery } from '../api';

/** Side-panel section on every /web page: the cart's lines and total, linking to /web/cart. */
export function CartSummary({ rates }: { rates?: PricingRates }) {
  const { data } = useGetWebCartQuery();
  const items = data?.items ?? [];
  if (items.length === 0) return <Box sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>{messages.sidePanel.none}</Box>;
  const order = rates ? estimateOrder(items, rates) : null;
  return (
    <Link component={RouterLink} to="/web/cart" underline="hover" sx={{ display: 'block', fontSize: '0.9rem' }} data-testid="side-panel-cart">
      {messages.cart.summary(items.length, order ? formatYenAmount(order.total) : null)}
    </Link>
  );
}
