import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notifySuccess, PageLayout, QueryState, serverMessageOf, useConfirm } from 'shared';
import { messages } from '../../../page-messages';
import { useIdempotencyKey } from '../../../common/idempotency-key';
import { useCancelWebPurchaseMutation, useGetCancellablePurchasesQuery } from '../api';
import type { CancellablePurchase } from '../types';
import { CancellableList } from './cancellable-list';

const m = messages.cancel;

/** /web/cancel: cancel a purchase within SALE_SAVE_PERIOD; after it the server's reason is shown. */
export function CancelPage() {
  const query = useGetCancellablePurchasesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancel] = useCancelWebPurchaseMutation();
  const confirm = useConfirm();
  const keys = useIdempotencyKey();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onCancel = async (row: CancellablePurchase) => {
    if (!(await confirm({ title: m.confirmTitle, text: m.confirmText(row.product_name) }))) return;
    setRefusal(null);
    setBusyId(row.id);
    const body = { transactionUUID: row.transactionUUID, id: row.id };
    const result = await cancel({ ...body, idempotencyKey: keys.keyFor(body) });
    setBusyId(null);
    if ('data' in result && result.data) {
      keys.settled();
      notifySuccess(m.done);
      return;
    }
    if ('error' in result && result.error && 'status' in result.error && typeof result.error.status === 'number') keys.settled();
    const reason = serverMessageOf(result.error);
    if (reason) {
      setRefusal(reason);
      query.refetch();
    }
  };

  return (
    <PageLayout title={messages.titles.cancel}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {m.note}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)} sx={{ mb: 2 }} data-testid="cancel-refusal">
          {refusal}
        </Alert>
      )}
      <QueryState
        result={{ ...query, isError: query.isError && !query.data }}
        isEmpty={(data) => data.length === 0}
        emptyText={messages.states.emptyCancellable}
      >
        {(data) => <CancellableList rows={data} receivedAt={query.fulfilledTimeStamp} busyId={busyId} onCancel={onCancel} />}
      </QueryState>
    </PageLayout>
  );
}
