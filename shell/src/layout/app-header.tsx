import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { endSession, selectSession, useAppDispatch, useAppSelector, useIsBelow } from 'shared';
import { useSignOutMutation } from '../api/auth-api';
import { NotificationBell } from '../live/notification-bell';
import { shellMessages as m } from '../messages';
import { ApprovalBadge } from './approval-badge';
import { menuFor, webSubMenuFor, type MenuItem } from './menus';

// The phone's menu drawer loads when its button is first pointed at, focused or tapped, not with
// every page (the wide screens' bar needs none of it).
const Drawer = lazy(() => import('@mui/material/Drawer'));

function isCurrent(item: MenuItem, pathname: string): boolean {
  return pathname === item.to || (pathname.startsWith(`${item.to}/`) && item.to !== '/admins/news');
}

/** Header with the role's navigation: a bar on wide screens, a drawer below 768 px. */
export function AppHeader() {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const narrow = useIsBelow('tablet');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => setDrawerWanted(true);
  const [signOut] = useSignOutMutation();
  // Pages that stick something under the header (the listing's table head) read its height here.
  const barRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return undefined;
    // Only a new height is written: the variable sits on the root, so each write restyles the
    // whole page (the listing's 150 rows), and the bar is resized on every scrollbar change.
    let published: number | null = null;
    const publish = () => {
      const height = bar.offsetHeight;
      if (height === published) return;
      published = height;
      document.documentElement.style.setProperty('--app-header-height', `${height}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  // The forced first-login change shows no navigation: there is nowhere else to go yet.
  const forced = session.is_first_login;
  const items = forced ? [] : menuFor(session);
  const webItems = forced ? [] : webSubMenuFor(session, m.webMenu);

  const onSignOut = async () => {
    await signOut(); // best effort: the local session ends either way
    dispatch(endSession());
    navigate('/login', { replace: true });
  };

  const id = `${session.baisan_cd}-${session.branch_number}`;
  const who = session.is_admin ? m.adminBadge : `${id} ${session.branch_name}`;

  return (
    <AppBar ref={barRef} position="sticky" color="default" elevation={1} sx={{ bgcolor: '#fff' }}>
      <Toolbar sx={{ maxWidth: 1250, width: '100%', mx: 'auto', gap: { xs: 0.5, tablet: 1 } }}>
        {narrow && !forced ? (
          <IconButton
            edge="start"
            aria-label={m.menu}
            onPointerEnter={wantDrawer}
            onFocus={wantDrawer}
            onTouchStart={wantDrawer}
            onClick={() => {
              wantDrawer();
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        {/* On a phone the signed-in id and branch go on a line of their own under the title, so
            neither is cut; from the tablet width they sit in a chip beside it. */}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h6"
            component="div"
            color="primary"
            // On a phone beside the bell the title may take two lines: it breaks at its space, never inside a word.
            sx={{
              fontWeight: 'bold',
              fontSize: { xs: '0.95rem', tablet: '1.15rem' },
              lineHeight: 1.3,
              whiteSpace: { tablet: 'nowrap' },
              wordBreak: 'keep-all',
            }}
          >
            {m.appName}
          </Typography>
          {narrow ? (
            <Typography variant="caption" component="div" color="text.secondary" data-testid="signed-in-as" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {who}
            </Typography>
          ) : null}
          {/* On a phone the head branch's pending approvals go under the id too: beside the bell and
              ログアウト they left the title too little room, and it was cut. */}
          {narrow ? <ApprovalBadge /> : null}
        </Box>
        {narrow ? null : <ApprovalBadge />}
        {narrow ? null : <Chip label={who} size="small" variant="outlined" data-testid="signed-in-as" sx={{ flexShrink: 0 }} />}
        {forced ? null : <NotificationBell />}
        <Button onClick={onSignOut} size="small" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {m.signOut}
        </Button>
      </Toolbar>
      {narrow ? (
        drawerWanted && (
          <Suspense fallback={null}>
            <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { 'aria-label': m.menu } }}>
              <Box component="nav" aria-label={m.menu} sx={{ width: 240 }}>
                <List>
                  {!session.is_admin && (
                    <Box component="li" sx={{ listStyle: 'none' }}>
                      <ListItemText primary={who} sx={{ px: 2, py: 1, color: 'text.secondary' }} />
                    </Box>
                  )}
                  {items.map((item) => (
                    <Box component="li" key={item.to}>
                      <ListItemButton
                        component={NavLink}
                        to={item.to}
                        selected={item.to === '/web' ? pathname === '/web' : isCurrent(item, pathname)}
                        onClick={() => setDrawerOpen(false)}
                      >
                        <ListItemText primary={item.label} />
                      </ListItemButton>
                      {item.to === '/web' &&
                        webItems.map((sub) => (
                          <ListItemButton
                            key={sub.to}
                            component={NavLink}
                            to={sub.to}
                            selected={isCurrent(sub, pathname)}
                            onClick={() => setDrawerOpen(false)}
                            sx={{ pl: 4 }}
                          >
                            <ListItemText primary={sub.label} />
                          </ListItemButton>
                        ))}
                    </Box>
                  ))}
                </List>
              </Box>
            </Drawer>
          </Suspense>
        )
      ) : items.length === 0 ? null : (
        <Box component="nav" aria-label={m.menu} data-on-dark sx={{ bgcolor: 'primary.main' }}>
          <Box sx={{ maxWidth: 1250, mx: 'auto', display: 'flex', flexWrap: 'wrap', px: 1 }}>
            {items.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                sx={{
                  // The current item: dark green text on the spec's light green (6.2:1).
                  color: isCurrent(item, pathname) ? 'secondary.contrastText' : 'primary.contrastText',
                  borderRadius: 0,
                  px: 1.25,
                  minWidth: 0,
                  textTransform: 'none',
                  whiteSpace: 'nowrap',
                  fontWeight: isCurrent(item, pathname) ? 'bold' : 'normal',
                  bgcolor: isCurrent(item, pathname) ? 'secondary.main' : 'transparent',
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
        </Box>
      )}
    </AppBar>
  );
}
