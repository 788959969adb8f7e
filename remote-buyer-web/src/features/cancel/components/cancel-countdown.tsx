import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { messages } from '../../../messages';
import { useNow } from '../../../common/use-now';

type Props = { deadline: number; onExpire?: () => void };

/** Seconds left to cancel a purchase, ticking every second; says so once the window has closed. */
export function CancelCountdown({ deadline, onExpire }: Props) {
  const now = useNow(1000, true);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  const expired = seconds === 0;
  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);
  return (
    <Box
      component="span"
      role="timer"
      aria-live="off"
      data-testid="cancel-countdown"
      sx={{ fontVariantNumeric: 'tabular-nums', color: expired ? 'text.disabled' : seconds <= 30 ? 'error.main' : 'text.primary', fontWeight: 'bold' }}
    >
      {expired ? messages.cancel.expired : messages.cancel.remaining(seconds)}
    </Box>
  );
}
