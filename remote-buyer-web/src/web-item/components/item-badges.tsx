import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { messages } from '../../messages';
import type { WebItem } from '../types';
import { DiscountTooltip } from './discount-tooltip';
import { NewBadge } from './new-badge';

/** The small markers beside a product name: new, recommended, discount, a favourite, already bought by this branch. */
export function ItemBadges({
  item,
}: {
  item: Pick<WebItem, 'is_new' | 'recommended_flag' | 'discount_details' | 'done'> & Partial<Pick<WebItem, 'is_favorite'>>;
}) {
  const any = item.is_new || item.recommended_flag || item.done || item.discount_details?.length > 0 || item.is_favorite;
  if (!any) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap', ml: 0.5, verticalAlign: 'middle' }}>
      <NewBadge isNew={item.is_new} />
      {item.recommended_flag && <Chip label={messages.item.recommended} size="small" color="error" sx={{ height: 20 }} />}
      <DiscountTooltip details={item.discount_details} />
      {item.is_favorite && (
        <Chip
          label={`★${messages.favorites.mark}`}
          size="small"
          variant="outlined"
          sx={{ height: 20, color: '#8a5200', borderColor: '#b26a00' }}
          data-testid="favorite-mark"
        />
      )}
      {item.done && <Chip label={messages.item.bought} size="small" variant="outlined" color="primary" sx={{ height: 20 }} />}
    </Box>
  );
}
