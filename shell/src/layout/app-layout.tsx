import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { shellMessages } from '../messages';
import { MarketLive } from '../live/market-live';
import { RemoteArea } from '../runtime/remote-area';
import { isWebPath } from '../routes/paths';
import { AppHeader } from './app-header';
import { RedirectNotice } from './redirect-notice';

// Off /web only (the side panel counts down there): loaded when first needed, not with /web.
const CancelWindowWarning = lazy(() => import('../live/cancel-window-warning').then((m) => ({ default: m.CancelWindowWarning })));

/** Where the skip link lands. */
export const MAIN_ID = 'main-content';

/** The signed-in frame: header and navigation, the page, and on /web paths the side panel. */
export function AppLayout() {
  const { pathname } = useLocation();
  const web = isWebPath(pathname);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f6f8f7' }}>
      {/* The first Tab of every page: past the header and menu to the page itself (WCAG 2.4.1). */}
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {shellMessages.skipToMain}
      </a>
      <AppHeader />
      <Box sx={{ maxWidth: 1250, mx: 'auto', display: 'flex', flexDirection: { xs: 'column', desktop: 'row' }, gap: 2, p: { xs: 1, tablet: 2 } }}>
        {/* On /web below the desktop width the side panel sits under the page: the page keeps a
            screen's height while its remote loads, so the panel never jumps down (CLS). */}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, outline: 'none', minHeight: web ? { xs: '100vh', desktop: 0 } : undefined }}
        >
          <MarketLive />
          {web ? null : (
            <Suspense fallback={null}>
              <CancelWindowWarning />
            </Suspense>
          )}
          <RedirectNotice />
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Box>
        {web ? (
          <Box component="aside" aria-label={shellMessages.sidePanel} sx={{ width: { xs: '100%', desktop: 300 }, minHeight: { desktop: 360 }, flexShrink: 0 }}>
            <RemoteArea remote="remote_buyer_web" expose="side-panel" />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
