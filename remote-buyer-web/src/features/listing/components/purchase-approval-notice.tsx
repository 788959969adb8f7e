import Alert from '@mui/material/Alert';
import { messages } from '../../../messages';

/** The head branch made this branch's purchases need its approval: say why 購入 is off. */
export function PurchaseApprovalNotice({ required }: { required: boolean | undefined }) {
  if (!required) return null;
  return (
    <Alert severity="warning" role="status" data-testid="purchase-approval-notice" sx={{ mb: 2 }}>
      {messages.purchase.approvalRequired}
    </Alert>
  );
}
