import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useEffect, useMemo } from 'react';
import { DialogForm, useIsBelow } from 'shared';
import { messages } from '../../../page-messages';
import { BundleTiers } from '../../../web-item/components/bundle-tiers';
import { ItemSummary } from '../../../web-item/components/item-summary';
import { capBinds, isSoldOut } from '../../../web-item/display-rules';
import type { WebItem } from '../../../web-item/types';
import { estimatePurchase } from '../../../common/estimate';
import type { PricingRates } from '../../../common/pricing';
import { quantitySteppers } from './quantity-steppers';
import { quantityLimits, quantitySchema, type PurchaseMode, type QuantityValues } from '../quantity-schema';
import { PurchaseEstimate } from './purchase-estimate';

type Props = {
  item: WebItem;
  mode: PurchaseMode;
  open: boolean;
  busy?: boolean;
  /** Why the server refused (409: no longer fits); shown above the buttons. */
  serverError?: string | null;
  /** TAX_RATE and the branch's SALE_RATE from the server; the amount shows once they are known. */
  rates?: PricingRates;
  /** Shown above the fields before the buyer commits (e.g. the lot is already reserved). */
  warning?: string | null;
  /** A rule the buyer should know before committing (the next-order deadline); shown above the fields. */
  notice?: string | null;
  /** The quantity to start with (the lot's cart line; もう一度買う: last time's), else empty fields. */
  initial?: { KUCHI_SU: number; HA_SU: number } | null;
  onClose: () => void;
  onSubmit: (values: { KUCHI_SU: number; HA_SU: number }) => void;
};

/** Packages (口数) and loose stems (端数) for one lot, bounded before anything is sent. */
// Wide enough that no label is cut (端数（本）).
const fieldSx = { flex: 1, minWidth: '10em' } as const;

/** A field's whole number as typed so far; 0 while empty or not a whole number ≥ 0. */
const typed = (value: number | string): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : 0;
};

export function QuantityDialog({
  item,
  mode,
  open,
  busy = false,
  serverError = null,
  rates,
  warning = null,
  notice = null,
  initial = null,
  onClose,
  onSubmit,
}: Props) {
  const m = messages.purchase;
  const limits = useMemo(() => quantityLimits(item, mode), [item, mode]);
  const schema = useMemo(() => quantitySchema(limits), [limits]);
  const formik = useFormik<QuantityValues>({
    // The lot's cart line, or もう一度買う's last quantity (checked against this lot at once, like a typed one).
    initialValues: initial ? { KUCHI_SU: initial.KUCHI_SU, HA_SU: initial.HA_SU || '' } : { KUCHI_SU: '', HA_SU: '' },
    validationSchema: schema,
    onSubmit: (values) => onSubmit({ KUCHI_SU: Number(values.KUCHI_SU || 0), HA_SU: Number(values.HA_SU || 0) }),
  });
  const { validateForm, setTouched } = formik;
  const packages = typed(formik.values.KUCHI_SU);
  const stems = typed(formik.values.HA_SU);
  // What is typed no longer fits once the stock drops under it (live stock, or the listing
  // reloaded after a refused purchase): said at once, whether or not the field was left.
  const overLimit = packages > limits.packages || stems > limits.stems;
  useEffect(() => {
    void validateForm();
    if (overLimit) void setTouched({ KUCHI_SU: true, HA_SU: true }, false);
  }, [limits, overLimit, validateForm, setTouched]);
  const kuchiError = formik.touched.KUCHI_SU || packages > limits.packages ? formik.errors.KUCHI_SU : undefined;
  const haError = formik.touched.HA_SU || stems > limits.stems ? formik.errors.HA_SU : undefined;
  const titleId = `quantity-dialog-${item.id}`;
  // On a phone, − and + beside each quantity (a number keyboard is clumsy for ±1).
  const isPhone = useIsBelow('tablet');
  const steppers = (name: 'KUCHI_SU' | 'HA_SU', unit: string, value: number, max: number) =>
    isPhone ? quantitySteppers({ unit, value, max, disabled: max === 0, onStep: (next) => void formik.setFieldValue(name, next) }) : undefined;
  // The lot can sell out under the open dialog (live stock): say so and take 購入 away.
  const buying = mode !== 'next-order';
  const soldOut = buying && isSoldOut(item);
  // The amount is for a quantity that can be bought: none while the typed one does not fit.
  const estimate = buying && rates && !soldOut && !overLimit ? estimatePurchase(item, packages, stems, rates) : null;
  const maxHint = mode === 'next-order' ? m.maxHintNextOrder(limits.packages) : capBinds(item) ? m.maxHintCap(limits.packages) : m.maxHint(limits.packages);

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogForm onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>{mode === 'buy' ? m.dialogTitle : `${mode === 'cart' ? m.addToCart : m.nextOrder}：${m.dialogTitle}`}</DialogTitle>
        <DialogContent>
          {notice && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="dialog-notice">
              {notice}
            </Alert>
          )}
          {warning && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="dialog-warning">
              {warning}
            </Alert>
          )}
          <ItemSummary item={item} buyable={buying} />
          <BundleTiers tiers={item.bundle_tanka_list} cap={Number(item.max_quantity)} />
          {soldOut && (
            <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="dialog-sold-out">
              {m.soldOut}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              name="KUCHI_SU"
              label={m.kuchiSu}
              sx={fieldSx}
              type="number"
              autoFocus
              value={formik.values.KUCHI_SU}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={Boolean(kuchiError)}
              helperText={kuchiError ?? maxHint}
              slotProps={{
                htmlInput: { min: 0, max: limits.packages, step: 1, inputMode: 'numeric' },
                input: steppers('KUCHI_SU', m.stepper.packages, packages, limits.packages),
              }}
            />
            {buying && (
              <TextField
                name="HA_SU"
                label={m.haSu}
                sx={fieldSx}
                type="number"
                value={formik.values.HA_SU}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={Boolean(haError)}
                helperText={haError ?? m.haSuHint(limits.stems)}
                disabled={limits.stems === 0}
                slotProps={{
                  htmlInput: { min: 0, max: limits.stems, step: 1, inputMode: 'numeric' },
                  input: steppers('HA_SU', m.stepper.stems, stems, limits.stems),
                }}
              />
            )}
          </Stack>
          {estimate && rates && (
            <PurchaseEstimate estimate={estimate} rates={rates} perPackage={Number(item.quantity_per_package)} packages={packages} stems={stems} />
          )}
          {serverError && !soldOut && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || soldOut || overLimit}>
            {mode === 'buy' ? m.buy : mode === 'cart' ? m.addToCart : m.nextOrder}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
