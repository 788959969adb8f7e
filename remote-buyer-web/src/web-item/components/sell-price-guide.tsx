import Typography from '@mui/material/Typography';
import { messages } from '../../messages';
import { formatNumber } from 'shared';

/** 販売目安: the branch's resale price per stem, under the price; nothing while the price is 未定. */
export function SellPriceGuide({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return null;
  return (
    <Typography variant="caption" component="div" color="text.secondary" data-testid="sell-price">
      {messages.purchase.sellPriceGuide(formatNumber(value))}
    </Typography>
  );
}
