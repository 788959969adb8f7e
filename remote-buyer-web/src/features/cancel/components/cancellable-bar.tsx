import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../../messages';
import { useGetCancellablePurchasesQuery } from '../api';
import { localDeadline } from '../deadline';
import { useReloadCancellable } from '../use-reload-cancellable';
import { CancelCountdown } from './cancel-countdown';
import { useIsBelow } from 'shared';

/**
 * On a phone, while a purchase can still be cancelled: a bar stuck to the bottom of the screen
 * with the purchase and its countdown, one tap from /web/cancel (the side panel sits far below).
 */
export function CancellableBar() {
  const isMobile = useIsBelow('tablet');
  const { data, fulfilledTimeStamp } = useGetCancellablePurchasesQuery(undefined, { skip: !isMobile });
  const reload = useReloadCancellable();
  const rows = data ?? [];
  if (!isMobile || rows.length === 0) return null;
  const first = rows[0];
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label={messages.sidePanel.cancellable}
      data-testid="cancellable-bar"
      sx={{ position: 'sticky', bottom: 8, mt: 2, p: 1, display: 'flex', alignItems: 'center', gap: 1, zIndex: 2 }}
    >
      <Box sx={{ flex: 1, minWidth: 0, fontSize: '0.85rem' }}>
        <Box sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {first.product_name}
          {rows.length > 1 ? messages.cancel.andMore(rows.length - 1) : ''}
        </Box>
        <CancelCountdown deadline={localDeadline(first, fulfilledTimeStamp)} onExpire={reload} />
      </Box>
      <Button component={RouterLink} to="/web/cancel" size="small" variant="contained" color="warning" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {messages.nav.cancel}
      </Button>
    </Paper>
  );
}
