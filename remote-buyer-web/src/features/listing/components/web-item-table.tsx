import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { messages } from '../../../messages';
import { isSoldOut } from '../../../web-item/display-rules';
import { BundleTiers } from '../../../web-item/components/bundle-tiers';
import { ItemBadges } from '../../../web-item/components/item-badges';
import { PhotoThumbnail } from '../../../web-item/components/photo-thumbnail';
import { PriceDisplay } from '../../../web-item/components/price-display';
import { RemainingDisplay } from '../../../web-item/components/remaining-display';
import { SellPriceGuide } from '../../../web-item/components/sell-price-guide';
import type { WebItem } from '../../../web-item/types';

type Props = {
  items: WebItem[];
  renderActions?: (item: WebItem) => ReactNode;
  /** The branch adds a margin (sell_margin_rate > 0): show each lot's 販売目安. */
  showSellPrice?: boolean;
};

/** The lots on desktop and tablet: one row per lot. */
export function WebItemTable({ items, renderActions, showSellPrice = false }: Props) {
  const c = messages.columns;
  return (
    // From the desktop width the table fits, so it needs no scroll box of its own and its head
    // can stick under the app header while the buyer scrolls the lots.
    <TableContainer sx={{ overflowX: { xs: 'auto', desktop: 'visible' } }}>
      <Table size="small" stickyHeader aria-label={messages.titles.listing} data-testid="web-item-table">
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap', top: { desktop: 'var(--app-header-height, 0px)' }, bgcolor: '#f6f8f7' } }}>
            <TableCell>{c.photo}</TableCell>
            <TableCell>{c.shipper}</TableCell>
            <TableCell>{c.product}</TableCell>
            <TableCell>
              {c.color}／{c.specification}
            </TableCell>
            <TableCell align="right">{c.quantityPerPackage}</TableCell>
            <TableCell align="right">{c.remaining}</TableCell>
            <TableCell align="right">{c.price}</TableCell>
            {renderActions && <TableCell>{c.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-testid={`web-item-${item.id}`} sx={isSoldOut(item) ? { bgcolor: 'grey.50' } : undefined}>
              <TableCell>
                <PhotoThumbnail item={item} />
              </TableCell>
              <TableCell sx={{ minWidth: '6em' }}>
                {item.shipment_provider_name}
                {item.sale_date && (
                  <Box sx={{ color: 'text.secondary', fontSize: '0.8rem', whiteSpace: 'nowrap' }} data-testid="sale-date">
                    {messages.columns.saleDate} {item.sale_date}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: '8em' }}>
                <Box component="span" sx={{ fontWeight: 'bold' }}>
                  {item.product_name}
                </Box>
                <ItemBadges item={item} />
                {item.notice && <Box sx={{ color: 'warning.dark', fontSize: '0.8rem' }}>{item.notice}</Box>}
                {item.remarks && <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{item.remarks}</Box>}
              </TableCell>
              <TableCell>
                <div>{item.color}</div>
                <Box sx={{ color: 'text.secondary', fontSize: '0.8rem', whiteSpace: 'nowrap' }}>{item.specification}</Box>
              </TableCell>
              <TableCell align="right">{item.quantity_per_package}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RemainingDisplay item={item} />
                {/* Labelled, not "25／8": the cap of one purchase. */}
                <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }} data-testid="max-quantity">
                  {messages.item.maxQuantity(Number(item.max_quantity))}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <PriceDisplay item={item} />
                {showSellPrice && <SellPriceGuide value={item.sell_price} />}
                <BundleTiers tiers={item.bundle_tanka_list} cap={Number(item.max_quantity)} />
              </TableCell>
              {renderActions && <TableCell sx={{ minWidth: '9.5em' }}>{renderActions(item)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
