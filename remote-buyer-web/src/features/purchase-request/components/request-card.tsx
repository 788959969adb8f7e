import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from 'shared';
import type { PurchaseRequestRow } from '../../../buyer-types';
import { formatYenAmount } from '../../../common/format';
import { useNow } from '../../../common/use-now';
import { messages } from '../../../page-messages';

const m = messages.requests;
const COLORS: Record<string, 'warning' | 'success' | 'error' | 'default'> = {
  [m.status.pending]: 'warning',
  [m.status.approved]: 'success',
  [m.status.rejected]: 'error',
  [m.status.expired]: 'default',
};

/** 承認期限まで 残りM分SS秒 while pending, counted from expires_at each second (0分00秒 once it passes). */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow(1000);
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return (
    <Typography variant="body2" sx={{ fontWeight: 'bold' }} data-testid="request-countdown" aria-live="off">
      {m.remaining(Math.floor(left / 60), left % 60)}
    </Typography>
  );
}

/** The amount a request holds: Σ price + Σ commission (tax is added once on the sale). */
export const requestAmount = (row: Pick<PurchaseRequestRow, 'items'>) => row.items.reduce((sum, l) => sum + l.price + l.commission, 0);

/** One request: status, branch (for the head branch), lines, amount, countdown or decision, and actions. */
export function RequestCard({ row, branch, actions }: { row: PurchaseRequestRow; branch?: string; actions?: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} data-testid="request-card" data-status={row.status}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={row.status} color={COLORS[row.status]} />
        <Typography variant="subtitle2" component="h2">
          {m.requestNo(row.request_id)}
        </Typography>
        {branch && <Typography variant="subtitle2">{branch}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(row.created_at)}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {row.items.map((l) => (
          <li key={l.id}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {`${m.line(l.product_name, l.KUCHI_SU, l.HA_SU)}${messages.text.sep}${l.shipment_provider_name}${messages.text.sep}${formatYenAmount(l.price)}`}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="request-amount">
        {m.amount(formatYenAmount(requestAmount(row)))}
      </Typography>
      {row.status === m.status.pending && <Countdown expiresAt={row.expires_at} />}
      {row.comment && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {m.comment(row.comment)}
        </Typography>
      )}
      {actions && (
        <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Paper>
  );
}
