import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { shellMessages as m } from '../messages';
import { LazyAlert as Alert } from '../pages/lazy-alert';

export interface PendingNews {
  id: number;
  title: string;
  /** The page the buyer was on when it arrived: the next navigation away shows it. */
  at: string;
}

/** The notice shown at once when a new important news arrives (market-live.tsx), with 今すぐ読む. */
export function ImportantNewsNotices({ pending, onRead }: { pending: PendingNews[]; onRead: (id: number) => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1 }}>
      {pending.map((n) => (
        <Alert
          key={n.id}
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => onRead(n.id)} sx={{ whiteSpace: 'nowrap' }}>
              {m.importantNewsReadNow}
            </Button>
          }
        >
          {m.importantNewsArrived(n.title)}
        </Alert>
      ))}
    </Box>
  );
}
