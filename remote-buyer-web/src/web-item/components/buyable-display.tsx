import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { messages } from '../../messages';
import { capBinds, isSoldOut, maxBuyablePackages } from '../display-rules';
import type { WebItem } from '../types';

type Props = {
  item: Pick<WebItem, 'remaining_quantity' | 'hasu' | 'max_quantity'>;
  /** Say why when the cap binds (off where the quantity field's hint says it already). */
  explain?: boolean;
};

/**
 * One number: what one purchase can take now, the smaller of the stock and the per-purchase
 * cap (packages, plus the loose stems). When the cap is the smaller, a second line says so and
 * gives the stock; 完売 when nothing is left.
 */
export function BuyableDisplay({ item, explain = true }: Props) {
  if (isSoldOut(item)) {
    return <Chip label={messages.item.soldOut} color="error" size="small" data-testid="sold-out" sx={{ fontWeight: 'bold' }} />;
  }
  return (
    <>
      <Typography component="span" data-testid="buyable">
        {messages.item.remaining(maxBuyablePackages(item), Number(item.hasu))}
      </Typography>
      {explain && capBinds(item) && (
        // Two short lines, so the column is no wider than the number above them.
        <Box component="span" data-testid="cap-binds" sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary', lineHeight: 1.4 }}>
          <Box component="span" sx={{ display: 'block' }}>
            {messages.item.capBinds}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {messages.item.capStock(Number(item.remaining_quantity))}
          </Box>
        </Box>
      )}
    </>
  );
}
