import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { shellMessages } from '../messages';
import { RemoteArea } from '../runtime/remote-area';
import { isWebPath } from '../routes/paths';
import { AppHeader } from './app-header';

/** The signed-in frame: header and navigation, the page, and on /web paths the side panel. */
export function AppLayout() {
  const { pathname } = useLocation();
  const web = isWebPath(pathname);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f6f8f7' }}>
      <AppHeader />
      <Box sx={{ maxWidth: 1250, mx: 'auto', display: 'flex', flexDirection: { xs: 'column', desktop: 'row' }, gap: 2, p: { xs: 1, tablet: 2 } }}>
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Box>
        {web ? (
          <Box component="aside" aria-label={shellMessages.sidePanel} sx={{ width: { xs: '100%', desktop: 300 }, flexShrink: 0 }}>
            <RemoteArea remote="remote_buyer_web" expose="side-panel" />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
