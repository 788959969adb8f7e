import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notifySuccess, PageLayout, QueryState, serverMessageOf, useConfirm, type BranchPurchaseRequestRow } from 'shared';
import { formatYenAmount } from '../../../common/format';
import { messages } from '../../../page-messages';
import { useApprovePurchaseRequestMutation, useGetApprovalRequestsQuery, useRejectPurchaseRequestMutation } from '../api';
import { RequestCard, requestAmount } from './request-card';

const m = messages.requests;
const branchOf = (row: BranchPurchaseRequestRow) => m.branch(row.branch_number, row.branch_name);

/** 却下する: an optional comment the branch will read, then the rejection. */
function RejectDialog({
  row,
  busy,
  onClose,
  onReject,
}: {
  row: BranchPurchaseRequestRow;
  busy: boolean;
  onClose: () => void;
  onReject: (comment: string) => void;
}) {
  const [comment, setComment] = useState('');
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      <DialogTitle id="reject-title">{m.rejectTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{`${branchOf(row)}${messages.text.sep}${m.requestNo(row.request_id)}`}</Typography>
        <TextField
          label={m.rejectComment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={comment.length > 500}
          helperText={m.rejectCommentHint}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {messages.purchase.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={() => onReject(comment.trim())} disabled={busy || comment.length > 500}>
          {m.reject}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /web/approval: the head branch approves or rejects its branches' requests, live. */
export function ApprovalPage() {
  const [all, setAll] = useState(false);
  const query = useGetApprovalRequestsQuery({ pending: !all }, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const [approve, approveState] = useApprovePurchaseRequestMutation();
  const [reject, rejectState] = useRejectPurchaseRequestMutation();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState<BranchPurchaseRequestRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = approveState.isLoading || rejectState.isLoading;

  const onApprove = async (row: BranchPurchaseRequestRow) => {
    if (!(await confirm({ title: m.confirmApproveTitle, text: m.confirmApproveText(branchOf(row), m.amount(formatYenAmount(requestAmount(row)))) }))) return;
    setError(null);
    const result = await approve(row.request_id);
    if ('data' in result && result.data) notifySuccess(m.approved);
    else setError(serverMessageOf(result.error));
  };

  const onReject = async (row: BranchPurchaseRequestRow, comment: string) => {
    setError(null);
    const result = await reject({ id: row.request_id, comment });
    setRejecting(null);
    if ('data' in result && result.data) notifySuccess(m.rejected);
    else setError(serverMessageOf(result.error));
  };

  return (
    <PageLayout title={m.approvalTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {m.approvalLead}
      </Typography>
      <FormControlLabel control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />} label={m.showAll} sx={{ mb: 1 }} />
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ mb: 2 }} data-testid="approval-error">
          {error}
        </Alert>
      )}
      <QueryState result={{ ...query, isError: query.isError && !query.data }} isEmpty={(data) => data.datas.length === 0} emptyText={m.approvalEmpty}>
        {(data) => (
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.datas.map((row) => (
              <RequestCard
                key={row.request_id}
                row={row}
                branch={branchOf(row)}
                actions={
                  row.status === m.status.pending ? (
                    <>
                      <Button
                        variant="contained"
                        onClick={() => void onApprove(row)}
                        disabled={busy}
                        aria-label={`${m.requestNo(row.request_id)} ${m.approve}`}
                      >
                        {m.approve}
                      </Button>
                      <Button
                        color="error"
                        variant="outlined"
                        onClick={() => setRejecting(row)}
                        disabled={busy}
                        aria-label={`${m.requestNo(row.request_id)} ${m.reject}`}
                      >
                        {m.reject}
                      </Button>
                    </>
                  ) : undefined
                }
              />
            ))}
          </Box>
        )}
      </QueryState>
      {rejecting && <RejectDialog row={rejecting} busy={busy} onClose={() => setRejecting(null)} onReject={(comment) => void onReject(rejecting, comment)} />}
    </PageLayout>
  );
}
