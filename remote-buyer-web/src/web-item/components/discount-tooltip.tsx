import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { messages } from '../../messages';

/** The lot's discount_details, one line each, behind a focusable 割引 chip (hover or keyboard focus). */
export function DiscountTooltip({ details }: { details: string[] }) {
  if (!details || details.length === 0) return null;
  const title = (
    <span style={{ whiteSpace: 'pre-line' }}>
      {details.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </span>
  );
  return (
    <Tooltip title={title} arrow enterTouchDelay={0}>
      <Chip
        label={messages.item.discount}
        size="small"
        color="warning"
        variant="outlined"
        tabIndex={0}
        aria-label={`${messages.item.discount}: ${details.join(' ')}`}
        sx={{ height: 20 }}
      />
    </Tooltip>
  );
}
