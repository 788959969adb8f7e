import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { messages } from '../../../messages';
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

/** The lots on mobile: one card per lot, photo left, facts right, actions below. */
export function WebItemList({ items, renderActions, renderNameAction, onOpenPhoto, showSellPrice = false }: Props) {
  const c = messages.columns;
  return (
    <Box component="ul" data-testid="web-item-list" aria-label={messages.titles.listing} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <Paper component="li" key={item.id} variant="outlined" data-testid={`web-item-${item.id}`} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <PhotoThumbnail item={item} size={64} onOpen={onOpenPhoto ? () => onOpenPhoto(item) : undefined} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="div" sx={{ fontWeight: 'bold' }}>
                {item.product_name}
                {renderNameAction?.(item)}
                <ItemBadges item={item} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.shipment_provider_name} ／ {item.color} ／ {item.specification}
                {item.sale_date && (
                  <span data-testid="sale-date" style={{ whiteSpace: 'nowrap' }}>
                    {' '}
                    ／ {c.saleDate} {item.sale_date}
                  </span>
                )}
              </Typography>
              <Typography variant="body2" component="div">
                {c.quantityPerPackage} {item.quantity_per_package}
                {messages.text.sep}
                {c.buyable} <BuyableDisplay item={item} />
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <PriceDisplay item={item} />
                <BundleTiers tiers={item.bundle_tanka_list} cap={Number(item.max_quantity)} />
              </Box>
              {showSellPrice && <SellPriceGuide value={item.sell_price} />}
              {item.notice && (
                <Typography variant="caption" component="div" sx={{ color: 'warning.dark' }}>
                  {item.notice}
                </Typography>
              )}
              {item.remarks && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {item.remarks}
                </Typography>
              )}
            </Box>
          </Box>
          {renderActions && (
            <Box sx={{ mt: 1 }} data-testid="lot-actions">
              {renderActions(item)}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
