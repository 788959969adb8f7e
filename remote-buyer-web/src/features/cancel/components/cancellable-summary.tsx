import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../../messages';
import { useGetCancellablePurchasesQuery } from '../api';
import { localDeadline } from '../deadline';
import { useReloadCancellable } from '../use-reload-cancellable';
import { CancelCountdown } from './cancel-countdown';

/** Side-panel section: purchases that can still be cancelled, with their countdowns. */
export function CancellableSummary() {
  const { data, fulfilledTimeStamp } = useGetCancellablePurchasesQuery();
  const reload = useReloadCancellable();
  const rows = data ?? [];
  if (rows.length === 0) {
    return <Box sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>{messages.sidePanel.none}</Box>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }} data-testid="side-panel-cancellable">
      {rows.map((row) => (
        <li key={`${row.transactionUUID}-${row.id}`}>
          <Link component={RouterLink} to="/web/cancel" underline="hover" sx={{ display: 'block', fontSize: '0.9rem' }}>
            {row.product_name}
            {messages.text.quantity(row.quantity, row.hasu)}
          </Link>
          <Box sx={{ fontSize: '0.8rem' }}>
            {/* An expired purchase leaves the panel with the next answer. */}
            <CancelCountdown deadline={localDeadline(row, fulfilledTimeStamp)} onExpire={reload} />
          </Box>
        </li>
      ))}
    </Box>
  );
}
