import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { endSession, selectSession, useAppDispatch, useAppSelector, useIsBelow } from 'shared';
import { useSignOutMutation } from '../api/auth-api';
import { shellMessages as m } from '../messages';
import { menuFor, type MenuItem } from './menus';

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
  const [signOut] = useSignOutMutation();
  const items = menuFor(session);

  const onSignOut = async () => {
    await signOut(); // best effort: the local session ends either way
    dispatch(endSession());
    navigate('/login', { replace: true });
  };

  const who = session.is_admin ? m.adminBadge : `${session.baisan_cd}-${session.branch_number} ${session.branch_name}`;

  return (
    <AppBar position="sticky" color="default" elevation={1} sx={{ bgcolor: '#fff' }}>
      <Toolbar sx={{ maxWidth: 1250, width: '100%', mx: 'auto', gap: 1 }}>
        {narrow ? (
          <IconButton edge="start" aria-label={m.menu} onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography variant="h6" component="div" color="primary" sx={{ fontWeight: 'bold', flexGrow: 1, fontSize: { xs: '1rem', tablet: '1.15rem' }, whiteSpace: 'nowrap' }}>
          {m.appName}
        </Typography>
        <Chip label={who} size="small" variant="outlined" sx={{ display: { xs: 'none', mobile: 'inline-flex' } }} />
        <Button onClick={onSignOut} size="small">
          {m.signOut}
        </Button>
      </Toolbar>
      {narrow ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <Box component="nav" aria-label={m.menu} sx={{ width: 240 }}>
            <List>
              {items.map((item) => (
                <ListItemButton key={item.to} component={NavLink} to={item.to} selected={isCurrent(item, pathname)} onClick={() => setDrawerOpen(false)}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ))}
            </List>
          </Box>
        </Drawer>
      ) : (
        <Box component="nav" aria-label={m.menu} sx={{ bgcolor: 'primary.main' }}>
          <Box sx={{ maxWidth: 1250, mx: 'auto', display: 'flex', flexWrap: 'wrap', px: 1 }}>
            {items.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                sx={{ color: '#fff', borderRadius: 0, px: 1.25, minWidth: 0, textTransform: 'none', whiteSpace: 'nowrap', fontWeight: isCurrent(item, pathname) ? 'bold' : 'normal', bgcolor: isCurrent(item, pathname) ? 'secondary.main' : 'transparent' }}
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
