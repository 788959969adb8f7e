import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { notifySuccess, useConfirm } from 'shared';
import { messages } from '../../../page-messages';
import { useCancelNextReservationMutation, type NextReservationRow } from '../api';

const m = messages.nextReservation;

/** Today in Japan as 'YYYY/MM/DD', the format of purchase_date. */
export function japanToday(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '/');
}

/**
 * 予約を取り消す until the sale day (the market acts on reservations then); 手配済み after; the
 * outcome once the market fulfilled it (a 注文 purchase) or it was cancelled.
 */
export function ReservationCancelButton({ row, today = japanToday() }: { row: NextReservationRow; today?: string }) {
  const confirm = useConfirm();
  const [cancel, state] = useCancelNextReservationMutation();
  if (row.status !== m.status.open)
    return (
      <Typography variant="body2" color={row.status === m.status.fulfilled ? 'success.main' : 'text.secondary'}>
        {row.status === m.status.fulfilled ? m.fulfilled : m.cancelledOutcome}
      </Typography>
    );
  if (row.purchase_date <= today)
    return (
      <Typography variant="body2" color="text.secondary">
        {m.locked}
      </Typography>
    );
  const onClick = async () => {
    if (!(await confirm({ title: m.confirmTitle, text: m.confirmText(row.product_name, row.purchase_date) }))) return;
    if ('data' in (await cancel(row.YOYAKU_NO))) notifySuccess(m.cancelled);
  };
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      onClick={onClick}
      disabled={state.isLoading}
      aria-label={`${row.product_name} ${m.cancel}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {m.cancel}
    </Button>
  );
}
