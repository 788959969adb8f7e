import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { messages } from '../../../messages';

/** 速報: the day's figures are preliminary until the market closes its books. */
export function SokuhoChip() {
  return (
    <Tooltip title={messages.sale.sokuhoHint}>
      <Chip component="span" size="small" color="warning" label={messages.sale.sokuho} sx={{ ml: 1 }} />
    </Tooltip>
  );
}
