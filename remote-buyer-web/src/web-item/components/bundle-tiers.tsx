import Box from '@mui/material/Box';
import { messages } from '../../messages';
import { formatYenAmount } from '../../common/format';
import type { BundleTanka } from '../types';

/** Volume tiers: from `quantity` packages on, each stem costs bundle_tanka. */
export function BundleTiers({ tiers }: { tiers: BundleTanka[] }) {
  if (!tiers || tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.quantity - b.quantity);
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
