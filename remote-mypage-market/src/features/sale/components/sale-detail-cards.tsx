import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, formatYen, messages as sharedMessages } from 'shared';
import { messages } from '../../../messages';
import type { SaleDetailLine } from '../types';
import { BuyAgainLink } from './buy-again-link';

const t = messages.sale;

/** A day's lines on a phone: what was bought, from whom, how many stems, for how much. */
export function SaleDetailCards({ lines, caption }: { lines: readonly SaleDetailLine[]; caption: string }) {
  return (
    <Stack component="ul" spacing={1} aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((l) => (
        <Box component="li" key={l.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip component="span" size="small" variant="outlined" label={l.sale_kbn} color={l.sale_kbn === 'WEB' ? 'primary' : 'default'} />
            <Typography sx={{ fontWeight: 700 }}>{l.product_name}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[l.color, l.specification, l.shipment_provider_name].filter(Boolean).join(sharedMessages.listSeparator)}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2">
              {t.kuchiSu} {formatNumber(l.KUCHI_SU)} × {t.quantityPerPackage} {formatNumber(l.quantity_per_package)}
              {l.HA_SU > 0 && ` + ${t.haSu} ${formatNumber(l.HA_SU)}`} {t.stemsAt(formatNumber(l.sosu), formatYen(l.unit_price))}
            </Typography>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', ml: 1 }}>{formatYen(l.price)}</Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t.commission} {formatYen(l.commission)}
            {l.remarks && `${sharedMessages.listSeparator}${l.remarks}`}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <BuyAgainLink line={l} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
