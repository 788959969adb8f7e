import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../../page-messages';

type Line = { product_name: string; shipment_provider_name: string; sale_date: string; KUCHI_SU: number; HA_SU: number };

/** The listing of the line's sale date, the same product and shipper, buyable now, with its quantity. */
export function buyAgainPath(line: Line): string {
  const search = new URLSearchParams({
    products: line.product_name,
    shippers: line.shipment_provider_name,
    sale_dates: line.sale_date,
    available: '1',
    again: `${line.KUCHI_SU}.${line.HA_SU}`,
  });
  return `/web?${search.toString()}`;
}

/** もう一度買う on a done page's line. */
export function BuyAgainLink({ line }: { line: Line }) {
  return (
    <Button
      component={RouterLink}
      to={buyAgainPath(line)}
      size="small"
      variant="outlined"
      sx={{ mt: 0.5, whiteSpace: 'nowrap' }}
      aria-label={messages.again.linkName(line.product_name, line.shipment_provider_name)}
    >
      {messages.again.link}
    </Button>
  );
}
