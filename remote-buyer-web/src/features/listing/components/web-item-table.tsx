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
import { BuyableDisplay } from '../../../web-item/components/buyable-display';
import { SellPriceGuide } from '../../../web-item/components/sell-price-guide';
import type { WebItem } from '../../../web-item/types';

type Props = {
  items: WebItem[];
  renderActions?: (item: WebItem) => ReactNode;
  /** A tap on the thumbnail opens the lot's photos over the listing. */
  onOpenPhoto?: (item: WebItem) => void;
  /** Beside the lot's name (the favourites star). */
  renderNameAction?: (item: WebItem) => ReactNode;
  /** The branch adds a margin (sell_margin_rate > 0): show each lot's 販売目安. */
  showSellPrice?: boolean;
};

/** Small secondary text under a cell's main value. */
const sub = { color: 'text.secondary', fontSize: '0.8rem' } as const;

/**
 * The lots from the tablet width on: one compact row per lot. The table is laid out to fit its
 * column (736 px at 768, about 900 px beside the side panel), so it needs no scroll box of its
 * own and its head sticks under the app header at every width where it shows.
 */
export function WebItemTable({ items, renderActions, renderNameAction, onOpenPhoto, showSellPrice = false }: Props) {
  const c = messages.columns;
  return (
    <TableContainer sx={{ overflowX: 'visible' }}>
      <Table
        size="small"
        stickyHeader
        aria-label={messages.titles.listing}
        data-testid="web-item-table"
        sx={{ '& td, & th': { px: 0.75 }, '& td': { verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap', top: 'var(--app-header-height, 0px)', bgcolor: '#f6f8f7' } }}>
            <TableCell>{c.photo}</TableCell>
            <TableCell>
              {c.product}／{c.shipper}
            </TableCell>
            <TableCell>
              {c.color}／{c.specification}
            </TableCell>
            <TableCell align="right">{c.quantityPerPackage}</TableCell>
            <TableCell align="right">{c.buyable}</TableCell>
            <TableCell align="right">{c.price}</TableCell>
            {renderActions && <TableCell>{c.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-testid={`web-item-${item.id}`} sx={isSoldOut(item) ? { bgcolor: 'grey.50' } : undefined}>
              <TableCell sx={{ width: 56 }}>
                <PhotoThumbnail item={item} size={48} onOpen={onOpenPhoto ? () => onOpenPhoto(item) : undefined} />
              </TableCell>
              <TableCell sx={{ minWidth: '7em', overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontWeight: 'bold' }}>
                  {item.product_name}
                </Box>
                {renderNameAction?.(item)}
                <ItemBadges item={item} />
                <Box sx={sub}>{item.shipment_provider_name}</Box>
                {item.sale_date && (
                  <Box sx={{ ...sub, whiteSpace: 'nowrap' }} data-testid="sale-date">
                    {messages.columns.saleDate} {item.sale_date}
                  </Box>
                )}
                {item.notice && <Box sx={{ ...sub, color: 'warning.dark' }}>{item.notice}</Box>}
                {item.remarks && <Box sx={sub}>{item.remarks}</Box>}
              </TableCell>
              <TableCell>
                <div>{item.color}</div>
                <Box sx={{ ...sub, whiteSpace: 'nowrap' }}>{item.specification}</Box>
              </TableCell>
              <TableCell align="right">{item.quantity_per_package}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <BuyableDisplay item={item} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <PriceDisplay item={item} />
                {showSellPrice && <SellPriceGuide value={item.sell_price} />}
                <BundleTiers tiers={item.bundle_tanka_list} cap={Number(item.max_quantity)} />
              </TableCell>
              {/* As narrow as its buttons, which sit side by side. */}
              {renderActions && (
                <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }} data-testid="lot-actions">
                  {renderActions(item)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
