import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from 'shared';
import { shellMessages as m } from '../messages';

/** /web-closed: a branch without purchase permission (BUY_PERMIT_FLG off) is told why /web is closed. */
export function WebClosedPage() {
  usePageTitle(m.webClosedTitle);
  return (
    <Paper sx={{ maxWidth: 768, mx: 'auto', my: 4, p: { xs: 3, tablet: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {m.webClosedTitle}
      </Typography>
      <Typography sx={{ mb: 3 }}>{m.webClosedText}</Typography>
      <Button component={RouterLink} to="/mypage" variant="outlined">
        {m.toMypage}
      </Button>
    </Paper>
  );
}
