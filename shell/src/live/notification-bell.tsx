import NotificationsIcon from '@mui/icons-material/Notifications';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useGetNotificationsQuery } from '../api/notifications-api';
import { shellMessages as m } from '../messages';

// The list loads when first opened: every signed-in page shows the bell, few open it.
const NotificationList = lazy(() => import('./notification-list').then((mod) => ({ default: mod.NotificationList })));

/**
 * The header's notification centre: a bell with the unread count; it opens the list
 * of the user's own notifications (notification-list.tsx). The market stream invalidates the
 * query, so both are current without a reload.
 */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const query = useGetNotificationsQuery();
  const unread = query.data?.unread ?? 0;
  return (
    <>
      <Box sx={{ position: 'relative', flexShrink: 0, display: 'inline-flex' }}>
        <IconButton
          aria-label={m.notificationsUnread(unread)}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            setOpened(true);
          }}
          sx={{ flexShrink: 0 }}
          data-testid="notification-bell"
        >
          <NotificationsIcon />
        </IconButton>
        {/* The unread count: a small bubble of our own (MUI's Badge would add to every signed-in page's download),
            beside the button rather than in it (the button's name says the count, 「未読12件」, and axe wants a
            button's visible text to be part of its name). Clicks go through it to the button. */}
        {unread > 0 ? (
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              pointerEvents: 'none',
              top: 2,
              right: 0,
              minWidth: 18,
              height: 18,
              px: 0.5,
              borderRadius: 9,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: '0.7rem',
              fontWeight: 'bold',
              lineHeight: '18px',
              textAlign: 'center',
            }}
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        ) : null}
      </Box>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
