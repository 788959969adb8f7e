import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from 'shared';
import { shellMessages } from '../messages';

/** The centred card the open pages (sign-in, password reset and change) share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#f3f7f4', p: 2 }}>
      <Paper component="main" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, tablet: 4 } }} elevation={2}>
        <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 'bold', mb: 1 }}>
          {shellMessages.appName}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
