import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { messages } from '../messages';
import { PageLayout } from './page-layout';

/** Shown while the first answer is on its way. */
export function LoadingState({ text = messages.loading }: { text?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/** Shown when a list has no rows. */
export function EmptyState({ text = messages.empty }: { text?: string }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/**
 * Shown when data could not be loaded. The base query has already toasted the reason, so
 * this only says what the user can do next.
 */
export function ErrorState({ text = messages.loadFailed, onRetry }: { text?: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {messages.retry}
          </Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  );
}

/** The one placeholder allowed: a titled page saying 準備中 for a feature still to come. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageLayout title={title}>
      <EmptyState text={messages.comingSoon} />
    </PageLayout>
  );
}
