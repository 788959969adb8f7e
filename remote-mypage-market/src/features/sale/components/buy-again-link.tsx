import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { todayInTokyo } from 'shared';
import { messages } from '../../../messages';
import type { SaleDetailLine } from '../types';

/**
 * The listing's address of today's lots that can be bought now of the line's product from its
 * shipper (docs/requirements.md, Part 3 "What a regular buyer knows"), with last time's quantity in `again`.
 */
export function buyAgainPath(line: Pick<SaleDetailLine, 'product_name' | 'shipment_provider_name' | 'KUCHI_SU' | 'HA_SU'>, now = new Date()): string {
  const search = new URLSearchParams();
  search.set('products', line.product_name);
  if (line.shipment_provider_name) search.set('shippers', line.shipment_provider_name);
  search.set('sale_dates', todayInTokyo(now));
  search.set('available', '1');
  search.set('again', `${line.KUCHI_SU}.${line.HA_SU}`);
  return `/web?${search.toString()}`;
}

/** もう一度買う on a purchased line. */
export function BuyAgainLink({ line }: { line: SaleDetailLine }) {
  return (
    <Button
      component={RouterLink}
      to={buyAgainPath(line)}
      size="small"
      variant="outlined"
      sx={{ whiteSpace: 'nowrap' }}
      aria-label={messages.sale.buyAgainName(line.product_name, line.shipment_provider_name)}
    >
      {messages.sale.buyAgain}
    </Button>
  );
}
