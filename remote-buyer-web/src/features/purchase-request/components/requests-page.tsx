import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout, QueryState } from 'shared';
import { messages } from '../../../page-messages';
import { useGetWebPurchaseRequestsQuery } from '../api';
import { RequestCard } from './request-card';

const m = messages.requests;
const donePath = (uuid: string) => `/web/buy/done?transactionUUID=${encodeURIComponent(uuid)}`;

/**
 * /web/requests: the branch's purchase requests with a countdown while pending. The
 * request just sent (?request_id=) opens its done page by itself once the head branch approves
 * it: the market stream's `purchase_request` event reloads the list, no reload needed.
 */
export function RequestsPage() {
  const query = useGetWebPurchaseRequestsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const waiting = Number(params.get('request_id')) || null;
  const approved = query.data?.datas.find((r) => r.request_id === waiting && r.status === m.status.approved && r.transactionUUID);
  useEffect(() => {
    if (approved?.transactionUUID) navigate(donePath(approved.transactionUUID), { replace: true });
  }, [approved, navigate]);

  return (
    <PageLayout title={m.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {m.lead}
      </Typography>
      {waiting && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="request-sent">
          {m.sent}
        </Alert>
      )}
      <QueryState result={{ ...query, isError: query.isError && !query.data }} isEmpty={(data) => data.datas.length === 0} emptyText={m.empty}>
        {(data) => (
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.datas.map((row) => (
              <RequestCard
                key={row.request_id}
                row={row}
                actions={
                  row.transactionUUID ? (
                    <Button component={RouterLink} to={donePath(row.transactionUUID)} variant="outlined" size="small">
                      {m.toDone}
                    </Button>
                  ) : undefined
                }
              />
            ))}
          </Box>
        )}
      </QueryState>
    </PageLayout>
  );
}
