import { useLocation, useNavigate } from 'react-router-dom';
import { noticeOf } from '../guards/redirect-notice-state';
import { shellMessages as m } from '../messages';
import { LazyAlert as Alert } from '../pages/lazy-alert';

/**
 * Why the guards sent the user here instead of where they wanted to go (spec §2 sends a buyer
 * without purchase permission from /web to /): a notice on the page they land on, until they
 * close it or move on.
 */
export function RedirectNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeOf(location.state);
  if (notice === null) return null;
  const close = () => navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  return (
    <Alert severity="warning" role="alert" onClose={close} slotProps={{ closeButton: { title: m.closeNotice } }} sx={{ mb: 2 }} data-testid="redirect-notice">
      {m.webNotPermitted}
    </Alert>
  );
}
