import Box from '@mui/material/Box';
import { messages } from '../../messages';
import { formatYenAmount } from '../../common/format';
import { reachableTiers } from '../display-rules';
import type { BundleTanka } from '../types';

/**
 * Volume tiers: from `quantity` packages on, each stem costs bundle_tanka. A tier above the
 * buyer's per-purchase cap (max_quantity) is never reachable, so it is not advertised.
 */
export function BundleTiers({ tiers, cap }: { tiers: BundleTanka[]; cap: number }) {
  const sorted = reachableTiers(tiers, cap);
  if (sorted.length === 0) return null;
  return (
    <Box component="ul" data-testid="bundle-tiers" sx={{ listStyle: 'none', m: 0, p: 0, fontSize: '0.8rem' }}>
      {sorted.map((tier) => (
        <li key={tier.quantity}>
          {messages.item.bundleTier(tier.quantity)} {formatYenAmount(tier.bundle_tanka)}
        </li>
      ))}
    </Box>
  );
}
