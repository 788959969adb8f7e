import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { WebCartLine } from '../../../buyer-types';
import type { Estimate } from '../../../common/estimate';
import { formatYenAmount } from '../../../common/format';
import { messages } from '../../../page-messages';
import { maxBuyablePackages } from '../../../web-item/display-rules';
import { lineProblem } from '../line-state';

type Props = {
  line: WebCartLine;
  index: number;
  estimate: Estimate | null;
  /** The server refused the last purchase because of this line. */
  refused: boolean;
  busy: boolean;
  onChange: (quantity: { KUCHI_SU: number; HA_SU: number }) => void;
  onRemove: () => void;
};

const count = (text: string): number | null => {
  if (text.trim() === '') return 0;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/** One cart line: the lot, its live stock, the quantity (editable), its amount, and 削除. */
export function CartLine({ line, index, estimate, refused, busy, onChange, onRemove }: Props) {
  const m = messages.cart;
  const p = messages.purchase;
  const { item } = line;
  const [kuchi, setKuchi] = useState(String(line.KUCHI_SU));
  const [ha, setHa] = useState(String(line.HA_SU));
  const packages = count(kuchi);
  const stems = count(ha);
  const maxPackages = maxBuyablePackages(item);
  const maxStems = Math.max(0, Number(item.hasu));
  const kuchiError = packages === null ? p.integer : packages > maxPackages ? p.overMax(maxPackages) : null;
  const haError = stems === null ? p.integer : stems > maxStems ? p.overHasu(maxStems) : null;
  const empty = packages === 0 && stems === 0;
  const dirty = packages !== line.KUCHI_SU || stems !== line.HA_SU;
  const problem = lineProblem(line);
  const headingId = `cart-line-${line.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="cart-line"
      data-problem={problem ? 'true' : 'false'}
      sx={{ p: 1.5, listStyle: 'none', borderColor: problem || refused ? 'error.main' : undefined, borderWidth: problem || refused ? 2 : 1 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {m.lineLabel(index + 1)}
          </Typography>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
            {item.product_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[item.shipment_provider_name, item.color, item.specification, item.remarks].filter(Boolean).join(messages.text.sep)}
          </Typography>
          <Typography variant="body2" data-testid="cart-line-stock">
            {`${m.perPackage(messages.columns.quantityPerPackage, Number(item.quantity_per_package))}${messages.text.sep}${m.stock(maxPackages, maxStems)}`}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' }, flexShrink: 0 }}>
          {estimate && (
            <>
              <Typography variant="body2">{`${p.unitPrice} ${formatYenAmount(estimate.tanka)}`}</Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 'bold' }} data-testid="cart-line-amount">
                {`${m.amount} ${formatYenAmount(estimate.amount)}`}
              </Typography>
            </>
          )}
        </Box>
      </Stack>
      {(problem || refused) && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="cart-line-problem">
          {problem ?? m.refusedLine}
        </Alert>
      )}
      <Stack
        component="form"
        direction="row"
        sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          if (packages !== null && stems !== null && !kuchiError && !haError && !empty && dirty) onChange({ KUCHI_SU: packages, HA_SU: stems });
        }}
      >
        <TextField
          size="small"
          label={p.kuchiSu}
          type="number"
          value={kuchi}
          onChange={(e) => setKuchi(e.target.value)}
          error={Boolean(kuchiError) || empty}
          helperText={kuchiError ?? (empty ? p.required : p.maxHint(maxPackages))}
          slotProps={{ htmlInput: { min: 0, max: maxPackages, step: 1, inputMode: 'numeric', 'aria-label': messages.lotAction(item, p.kuchiSu) } }}
          sx={{ width: '9em' }}
        />
        <TextField
          size="small"
          label={p.haSu}
          type="number"
          value={ha}
          onChange={(e) => setHa(e.target.value)}
          error={Boolean(haError)}
          helperText={haError ?? p.haSuHint(maxStems)}
          slotProps={{ htmlInput: { min: 0, max: maxStems, step: 1, inputMode: 'numeric', 'aria-label': messages.lotAction(item, p.haSu) } }}
          sx={{ width: '9em' }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !dirty || Boolean(kuchiError || haError) || empty} sx={{ mt: 0.25 }}>
          {m.change}
        </Button>
        <Button color="error" onClick={onRemove} disabled={busy} sx={{ mt: 0.25 }} aria-label={messages.lotAction(item, m.remove)}>
          {m.remove}
        </Button>
      </Stack>
    </Paper>
  );
}
