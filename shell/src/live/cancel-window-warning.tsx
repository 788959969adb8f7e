import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSession, useAppSelector, useGetCancellablePurchasesQuery } from 'shared';
import { shellMessages as m } from '../messages';
import { LazyAlert as Alert } from '../pages/lazy-alert';
import { isWebPath } from '../routes/paths';

/** How long before a purchase's cancel window closes the buyer is warned. */
export const CANCEL_WARNING_SECONDS = 30;

/**
 * While a buyer is on a page other than /web (whose side panel counts down itself), warns
 * 30 seconds before one of their purchases can no longer be cancelled, with a way to the
 * cancel screen. The countdown starts from the server's `remaining_seconds`.
 */
export function CancelWindowWarning() {
  const session = useAppSelector(selectSession);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const watching = session.token !== null && !session.is_admin && session.BUY_PERMIT_FLG && !session.is_first_login && !isWebPath(pathname);
  const { data, fulfilledTimeStamp } = useGetCancellablePurchasesQuery(undefined, { skip: !watching });
  const [now, setNow] = useState(() => Date.now());

  const deadlines = (watching && data && fulfilledTimeStamp ? data : []).map((row) => ({
    key: `${row.transactionUUID}:${row.id}`,
    product: row.product_name,
    closesAt: fulfilledTimeStamp! + row.remaining_seconds * 1000,
  }));
  const open = deadlines.filter((d) => d.closesAt > now);
  const ticking = open.length > 0;
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  const closing = open.filter((d) => d.closesAt - now <= CANCEL_WARNING_SECONDS * 1000);
  if (closing.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1 }}>
      {closing.map((d) => (
        <Alert
          key={d.key}
          severity="warning"
          role="alert"
          data-testid="cancel-window-warning"
          action={
            <Button color="inherit" size="small" onClick={() => navigate('/web/cancel')} sx={{ whiteSpace: 'nowrap' }}>
              {m.cancelWindowOpen}
            </Button>
          }
        >
          {m.cancelWindowClosing(d.product, Math.max(1, Math.ceil((d.closesAt - now) / 1000)))}
        </Alert>
      ))}
    </Box>
  );
}
