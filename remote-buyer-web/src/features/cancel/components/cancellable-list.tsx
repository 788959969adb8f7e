import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { messages } from '../../../page-messages';
import { formatYenAmount } from '../../../common/format';
import { localDeadline } from '../deadline';
import type { CancellablePurchase } from '../types';
import { CancelCountdown } from './cancel-countdown';

type Props = {
  rows: CancellablePurchase[];
  receivedAt: number | undefined;
  busyId: number | null;
  onCancel: (row: CancellablePurchase) => void;
};

const c = messages.columns;
const t = messages.text;

function Line({ row, receivedAt, busy, onCancel }: { row: CancellablePurchase; receivedAt: number | undefined; busy: boolean; onCancel: () => void }) {
  const [expired, setExpired] = useState(false);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={`cancellable-${row.id}`}
      sx={{ p: 1.5, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 'bold' }}>{row.product_name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {row.shipment_provider_name} ／ {row.color} ／ {row.specification} ／ {c.quantityPerPackage}
          {row.quantity_per_package}
        </Typography>
        <Typography variant="body2">
          {c.kuchiSu} {row.quantity}
          {t.sep}
          {c.haSu} {row.hasu}
          {t.sep}
          {c.price} {formatYenAmount(row.unit_price)}
          {t.sep}
          {c.amount} {formatYenAmount(row.cost)}
        </Typography>
        {row.remarks && (
          <Typography variant="caption" color="text.secondary">
            {row.remarks}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CancelCountdown deadline={localDeadline(row, receivedAt)} onExpire={() => setExpired(true)} />
        <Button
          variant="outlined"
          color="error"
          onClick={onCancel}
          disabled={busy || expired}
          aria-label={messages.lotAction(row, messages.cancel.cancelButton)}
        >
          {messages.cancel.cancelButton}
        </Button>
      </Box>
    </Paper>
  );
}

/** The buyer's purchases still inside the cancel window, each with a live countdown. */
export function CancellableList({ rows, receivedAt, busyId, onCancel }: Props) {
  return (
    <Box component="ul" aria-label={messages.titles.cancel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Line key={`${row.transactionUUID}-${row.id}`} row={row} receivedAt={receivedAt} busy={busyId === row.id} onCancel={() => onCancel(row)} />
      ))}
    </Box>
  );
}
