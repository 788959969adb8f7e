import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../../messages';
import { formatYenAmount } from '../../../common/format';
import { useGetBuyerNegotiationsQuery } from '../api';
import { NegotiationStatus } from './negotiation-status';

/** Side-panel section: negotiations still open (商談中, 再商談). */
export function OpenNegotiationsSummary() {
  const { data } = useGetBuyerNegotiationsQuery({ open: true });
  const rows = data ?? [];
  if (rows.length === 0) return <Box sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>{messages.sidePanel.none}</Box>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }} data-testid="side-panel-negotiations">
      {rows.map((row) => (
        <li key={row.negotiation_no}>
          <Link component={RouterLink} to="/web/negotiation" underline="hover" sx={{ fontSize: '0.9rem' }}>
            {row.product_name}
          </Link>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: '0.8rem' }}>
            <NegotiationStatus status={row.status} />
            {formatYenAmount(row.TANKA)}
          </Box>
        </li>
      ))}
    </Box>
  );
}
