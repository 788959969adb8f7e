import Chip from '@mui/material/Chip';
import { NavLink } from 'react-router-dom';
import { selectIsHeadBranch, useAppSelector, useGetApprovalRequestsQuery } from 'shared';
import { shellMessages as m } from '../messages';

/**
 * The head branch's pending purchase requests in the header, on every page: a link to
 * /web/approval while there are any. The cache entry is shared with that page, so the live
 * market stream's `purchase_request` events and every decision update it; a focus refetches it too.
 */
export function ApprovalBadge() {
  const isHead = useAppSelector(selectIsHeadBranch);
  const canBuy = useAppSelector((s) => s.session.BUY_PERMIT_FLG && !s.session.is_first_login);
  const { data } = useGetApprovalRequestsQuery({ pending: true }, { skip: !isHead || !canBuy, refetchOnFocus: true });
  const count = data?.total ?? 0;
  if (!isHead || !canBuy || count === 0) return null;
  return (
    <Chip
      component={NavLink}
      to="/web/approval"
      clickable
      size="small"
      color="error"
      label={m.approvalBadge(count)}
      data-testid="header-approval-badge"
      sx={{ flexShrink: 0 }}
    />
  );
}
