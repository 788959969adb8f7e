import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newIdempotencyKey, notifySuccess, useConfirm } from 'shared';
import { messages } from '../../../page-messages';
import { formatYenAmount } from '../../../common/format';
import { chargeOf, type PricingRates } from '../../../common/pricing';
import { useAnswerNegotiationMutation, useBuyNegotiatedMutation } from '../api';
import type { BuyerNegotiationRow } from '../types';

const m = messages.negotiation;

/** Asks another price for a 再商談; whole yen ≥ 0, checked before sending. */
function CounterDialog({ row, onClose }: { row: BuyerNegotiationRow; onClose: () => void }) {
  const titleId = useId();
  const [tanka, setTanka] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, state] = useAnswerNegotiationMutation();
  const send = async () => {
    if (!/^\d{1,9}$/.test(tanka.trim())) {
      setError(tanka.trim() === '' ? m.required : m.min0);
      return;
    }
    const result = await answer({ negotiation_no: row.negotiation_no, accept: false, TANKA: Number(tanka) });
    if ('data' in result) {
      notifySuccess(m.countered);
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{m.counterTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {row.product_name} ／ {m.counterPrice(formatYenAmount(row.OLD_TANKA), formatYenAmount(row.TANKA))}
        </Typography>
        <TextField
          label={m.counterTanka}
          type="number"
          value={tanka}
          onChange={(e) => setTanka(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.purchase.cancel}</Button>
        <Button variant="contained" onClick={send} disabled={state.isLoading}>
          {m.counterSend}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What the buyer can do next with a negotiation: a 再商談 is agreed or answered with another
 * price; a 成立 is bought once at its agreed price and packages (not by a branch whose purchases
 * need the head branch's approval: it is told why instead).
 */
export function NegotiationFollowUp({ row, rates, approvalRequired = false }: { row: BuyerNegotiationRow; rates?: PricingRates; approvalRequired?: boolean }) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [answer, answerState] = useAnswerNegotiationMutation();
  const [buy, buyState] = useBuyNegotiatedMutation();
  const [countering, setCountering] = useState(false);
  const price = formatYenAmount(row.TANKA);

  if (row.status === messages.negotiationStatus.countered) {
    const agree = async () => {
      if (!(await confirm({ title: m.agreeTitle, text: m.agreeText(row.product_name, price) }))) return;
      if ('data' in (await answer({ negotiation_no: row.negotiation_no, accept: true }))) notifySuccess(m.agreed);
    };
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, '& button': { whiteSpace: 'nowrap', flexShrink: 0 } }}>
        <Button size="small" variant="contained" onClick={agree} disabled={answerState.isLoading} aria-label={`${row.product_name} ${m.agree}`}>
          {m.agree}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCountering(true)} aria-label={`${row.product_name} ${m.counter}`}>
          {m.counter}
        </Button>
        {countering && <CounterDialog row={row} onClose={() => setCountering(false)} />}
      </Stack>
    );
  }
  if (row.status === messages.negotiationStatus.agreed) {
    if (row.purchased)
      return (
        <Typography variant="body2" color="text.secondary">
          {m.bought}
        </Typography>
      );
    if (approvalRequired)
      return (
        // Wide enough to read in the table's 対応 column, which otherwise shrinks to its buttons.
        <Typography variant="body2" color="text.secondary" data-testid="negotiation-approval-note" sx={{ minWidth: '12em' }}>
          {m.approvalNoBuy}
        </Typography>
      );
    const buyNow = async () => {
      const total = rates ? formatYenAmount(chargeOf(row.KUCHI_SU * row.quantity_per_package, row.TANKA, rates).total) : null;
      if (!(await confirm({ title: m.buyTitle, text: m.buyText(row.product_name, row.KUCHI_SU, price, total) }))) return;
      const result = await buy({ negotiation_no: row.negotiation_no, idempotencyKey: newIdempotencyKey() });
      if ('data' in result && result.data) navigate(`/web/buy/done?transactionUUID=${encodeURIComponent(result.data.transactionUUID)}`);
    };
    return (
      <Button
        size="small"
        variant="contained"
        onClick={buyNow}
        disabled={buyState.isLoading}
        sx={{ whiteSpace: 'nowrap' }}
        aria-label={`${row.product_name} ${m.buyAtPrice}`}
      >
        {m.buyAtPrice}
      </Button>
    );
  }
  return null;
}
