import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLayout, QueryState } from 'shared';
import { messages } from '../../../page-messages';
import { useGetBuyDoneQuery, useGetNextOrderDoneQuery } from '../api';
import { PurchaseDoneTable } from './purchase-done-table';

type Props = {
  mode: 'buy' | 'next-order';
  /** The branch adds a margin (sell_margin_rate > 0, told by GET /users/web): show 販売目安単価. */
  showSellPrice?: boolean;
  /** TAX_RATE (%) as GET /users/web tells it. */
  taxRate?: number;
};

const m = messages.purchase;

/** /web/buy/done and /web/next-order/done: what one transaction bought or reserved. */
export function PurchaseDonePage({ mode, showSellPrice = false, taxRate }: Props) {
  const [search] = useSearchParams();
  const uuid = search.get('transactionUUID') ?? '';
  const buy = useGetBuyDoneQuery(uuid, { skip: mode !== 'buy' || uuid === '' });
  const next = useGetNextOrderDoneQuery(uuid, { skip: mode !== 'next-order' || uuid === '' });
  const query = mode === 'buy' ? buy : next;

  return (
    <PageLayout title={mode === 'buy' ? messages.titles.buyDone : messages.titles.nextOrderDone}>
      {uuid === '' ? (
        <Alert severity="warning">{messages.states.noTransaction}</Alert>
      ) : (
        <QueryState result={query} isEmpty={(rows) => rows.length === 0} emptyText={messages.states.emptyDone}>
          {(rows) => (
            <>
              <Alert severity="success" sx={{ mb: 2 }}>
                {mode === 'buy' ? m.buyDoneHeading : m.nextOrderDoneHeading}
              </Alert>
              <PurchaseDoneTable rows={rows} mode={mode} showSellPrice={showSellPrice} taxRate={taxRate} />
            </>
          )}
        </QueryState>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to="/web" variant="contained">
          {m.backToListing}
        </Button>
        {mode === 'buy' ? (
          <Button component={RouterLink} to="/web/cancel" variant="outlined">
            {m.toCancel}
          </Button>
        ) : (
          <Button component={RouterLink} to="/web/next-reservation" variant="outlined">
            {m.toNextReservation}
          </Button>
        )}
      </Stack>
    </PageLayout>
  );
}
