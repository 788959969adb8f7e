import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from 'shared';
import { shellMessages as m } from '../messages';

export function NotFoundPage() {
  usePageTitle(m.notFound);
  return (
    <Paper sx={{ maxWidth: 768, mx: 'auto', my: 4, p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {m.notFound}
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {m.backToHome}
      </Button>
    </Paper>
  );
}
