import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from 'shared';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation, type NotificationRow } from '../api/notifications-api';
import { shellMessages as m } from '../messages';

/**
 * The bell's list: the user's own notifications, newest first; a row leads to its page and is
 * marked read; すべて既読にする marks them all. Loading, empty and error states of its own.
 */
export function NotificationList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const navigate = useNavigate();
  const query = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationsReadMutation();
  const unread = query.data?.unread ?? 0;
  const rows = query.data?.datas ?? [];

  const open = (row: NotificationRow) => {
    onClose();
    if (!row.read) void markRead({ ids: [row.id] });
    navigate(row.link);
  };

  return (
    // A drawer from the right (the header's menu drawer is the same component: no extra download).
    <Drawer
      anchor="right"
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': m.notifications, sx: { width: 'min(360px, 100vw)' } } }}
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
    </Drawer>
  );
}
