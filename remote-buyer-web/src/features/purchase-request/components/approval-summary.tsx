import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsHeadBranch, useAppSelector } from 'shared';
import { messages } from '../../../messages';
import { useGetApprovalRequestsQuery } from '../api';

/** Side-panel section for the head branch: pending requests of its branches, live, linking to /web/approval. */
export function ApprovalSummary() {
  const isHead = useAppSelector(selectIsHeadBranch);
  const { data } = useGetApprovalRequestsQuery({ pending: true }, { skip: !isHead });
  if (!isHead) return null;
  const count = data?.total ?? 0;
  return (
    <Box sx={{ fontSize: '0.9rem' }}>
      <Link component={RouterLink} to="/web/approval" underline="hover" data-testid="approval-badge">
        {messages.nav.approval}
      </Link>
      {count > 0 && <Chip size="small" color="error" label={messages.requests.badge(count)} sx={{ ml: 1 }} data-testid="approval-count" />}
    </Box>
  );
}
