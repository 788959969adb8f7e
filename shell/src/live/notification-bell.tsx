import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from 'shared';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation, type NotificationRow } from '../api/notifications-api';
import { shellMessages as m } from '../messages';

/**
 * The header's notification centre (issue 24): a bell with the unread count and a list of the
 * user's own notifications, newest first; a row leads to its page and is marked read; すべて既読
 * marks them all. The market stream invalidates the list, so it is current without a reload.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const query = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationsReadMutation();
  const unread = query.data?.unread ?? 0;
  const rows = query.data?.datas ?? [];

  const open = (row: NotificationRow) => {
    setAnchor(null);
    if (!row.read) void markRead({ ids: [row.id] });
    navigate(row.link);
  };

  return (
    <>
      <IconButton aria-label={m.notificationsUnread(unread)} onClick={(e) => setAnchor(e.currentTarget)} sx={{ flexShrink: 0 }} data-testid="notification-bell">
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'aria-label': m.notifications, sx: { width: 'min(360px, calc(100vw - 16px))', maxHeight: '70vh' } } as object }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, gap: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
            {m.notifications}
          </Typography>
          <Button size="small" disabled={unread === 0} onClick={() => void markRead({ all: true })} sx={{ whiteSpace: 'nowrap' }}>
            {m.notificationsAllRead}
          </Button>
        </Box>
        {query.isLoading ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {m.notificationsLoading}
          </Typography>
        ) : query.isError && !query.data ? (
          <Box sx={{ p: 2 }}>
            <Typography color="error">{m.notificationsFailed}</Typography>
            <Button size="small" onClick={() => void query.refetch()}>
              {m.notificationsRetry}
            </Button>
          </Box>
        ) : rows.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {m.notificationsEmpty}
          </Typography>
        ) : (
          <List dense disablePadding data-testid="notification-list">
            {rows.map((row) => (
              <Box component="li" key={row.id} sx={{ listStyle: 'none' }}>
                <ListItemButton onClick={() => open(row)} sx={{ alignItems: 'flex-start', bgcolor: row.read ? undefined : 'rgba(6, 122, 71, 0.08)' }}>
                  <ListItemText
                    primary={row.read ? row.title : `【${m.notificationUnreadMark}】${row.title}`}
                    secondary={formatDateTime(row.created_at)}
                    slotProps={{ primary: { sx: { fontWeight: row.read ? 'normal' : 'bold', overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </Box>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
