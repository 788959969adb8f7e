import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { messages } from '../../messages';
import { isSoldOut } from '../display-rules';
import type { WebItem } from '../types';

/** What is left of the lot: 完売 when nothing, otherwise packages (+ loose stems). */
export function RemainingDisplay({ item }: { item: Pick<WebItem, 'remaining_quantity' | 'hasu'> }) {
  if (isSoldOut(item)) {
    return <Chip label={messages.item.soldOut} color="error" size="small" data-testid="sold-out" sx={{ fontWeight: 'bold' }} />;
  }
  return (
    <Typography component="span" data-testid="remaining">
      {messages.item.remaining(item.remaining_quantity, item.hasu)}
    </Typography>
  );
}
