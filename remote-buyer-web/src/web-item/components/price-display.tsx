import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../messages';
import { hasRecommendedPrice, isPriceUndecided } from '../display-rules';
import { formatYenAmount } from '../../common/format';
import type { WebItem } from '../types';

type Props = { item: Pick<WebItem, 'unit_price' | 'recommended_flag' | 'recommended_unit_price' | 'recommended_active'> };

/** The per-stem price under spec §4: 未定 for 0, recommended price with the normal one struck through. */
export function PriceDisplay({ item }: Props) {
  if (isPriceUndecided(item.unit_price)) {
    return (
      <Typography component="span" data-testid="price" color="text.secondary">
        {messages.item.undecided}
      </Typography>
    );
  }
  if (hasRecommendedPrice(item)) {
    return (
      <Box component="span" data-testid="price" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="s" variant="body2" color="text.secondary" data-testid="normal-price">
          {formatYenAmount(item.unit_price)}
        </Typography>
        <Typography component="strong" color="error.main" sx={{ fontWeight: 'bold' }} data-testid="recommended-price">
          {formatYenAmount(item.recommended_unit_price ?? 0)}
        </Typography>
      </Box>
    );
  }
  return (
    <Typography component="span" data-testid="price">
      {formatYenAmount(item.unit_price)}
    </Typography>
  );
}
