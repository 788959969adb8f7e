import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../hooks/use-page-title';
import { messages } from '../messages';

/**
 * The page of an address nobody serves, for the shell and every remote's catch-all route:
 * one sentence and the way back (`home`, the top of the area by default).
 */
export function NotFoundPage({ home = '/' }: { home?: string }) {
  usePageTitle(messages.notFound);
  return (
    <Paper sx={{ maxWidth: 768, mx: 'auto', my: 4, p: { xs: 3, tablet: 4 }, textAlign: 'center' }} data-testid="not-found-page">
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {messages.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {messages.notFoundLead}
      </Typography>
      <Button component={RouterLink} to={home} variant="outlined">
        {messages.backToHome}
      </Button>
    </Paper>
  );
}
