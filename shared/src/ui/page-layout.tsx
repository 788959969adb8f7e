import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LAYOUT_WIDTH } from '../constants';
import { usePageTitle } from '../hooks/use-page-title';

/** The page's heading; also sets the tab title from the same Japanese name. */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  usePageTitle(children);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {children}
      </Typography>
      {actions ? (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}

export interface PageLayoutProps {
  title: string;
  /** Buttons beside the title (新規作成 …). */
  actions?: ReactNode;
  /** Content width in px; the header's 1250 by default (news pages use 768, market 1140). */
  maxWidth?: number;
  children: ReactNode;
}

/** A titled page, centred at the spec's content width. */
export function PageLayout({ title, actions, maxWidth = LAYOUT_WIDTH.header, children }: PageLayoutProps) {
  return (
    <Box component="section" sx={{ width: '100%', maxWidth, mx: 'auto', px: { xs: 1.5, tablet: 3 }, py: 2 }}>
      <PageTitle actions={actions}>{title}</PageTitle>
      {children}
    </Box>
  );
}
