import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { messages } from '../../messages';
import type { WebItem } from '../types';
import { DiscountTooltip } from './discount-tooltip';
import { PriceDisplay } from './price-display';
import { BuyableDisplay } from './buyable-display';
import { RemainingDisplay } from './remaining-display';
import { useIsBelow } from 'shared';

type Props = {
  item: WebItem;
  variant?: 'table' | 'list';
  /** Show what one purchase can take now (購入可能) instead of the stock (the buy dialog). */
  buyable?: boolean;
};

/** One lot inside a dialog: a table on desktop, a definition list on mobile (spec §2 negotiation dialog). */
export function ItemSummary({ item, variant, buyable = false }: Props) {
  const isMobile = useIsBelow('tablet');
  const layout = variant ?? (isMobile ? 'list' : 'table');
  const c = messages.columns;
  const rows: Array<[string, ReactNode]> = [
    [c.shipper, item.shipment_provider_name],
    [c.product, item.product_name],
    [c.color, item.color],
    [c.specification, item.specification],
    [c.quantityPerPackage, item.quantity_per_package],
    // The quantity field's hint below says when the cap binds (最大 8 口（1回の購入上限）).
    buyable ? [c.buyable, <BuyableDisplay key="r" item={item} explain={false} />] : [c.remaining, <RemainingDisplay key="r" item={item} />],
    [
      c.price,
      <Box key="p" component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
        <PriceDisplay item={item} />
        <DiscountTooltip details={item.discount_details} />
      </Box>,
    ],
  ];
  if (layout === 'list') {
    return (
      <Box component="dl" data-testid="item-summary-list" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" data-testid="item-summary-table">
      <TableHead>
        <TableRow>
          {rows.map(([label]) => (
            <TableCell key={label}>{label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          {rows.map(([label, value]) => (
            <TableCell key={label}>{value}</TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
}
