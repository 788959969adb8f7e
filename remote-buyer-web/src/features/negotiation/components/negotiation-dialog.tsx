import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { DialogForm, NEGOTIATION_RESET_MS, notifySuccess } from 'shared';
import { messages } from '../../../page-messages';
import { ItemSummary } from '../../../web-item/components/item-summary';
import type { WebItem } from '../../../web-item/types';
import { emptyNegotiation, firstNegotiationError, type NegotiationValues } from '../negotiation-schema';

export interface NegotiationRequest {
  id: number;
  KUCHI_SU: number;
  TANKA: number;
  BIKO: string;
}

type Props = {
  item: WebItem | null;
  open: boolean;
  onClose: () => void;
  /** Resolves when the server accepted the request, rejects otherwise (its toasts are the base query's). */
  onSend: (request: NegotiationRequest) => Promise<unknown>;
};

/** The negotiation dialog of spec §2: wanted quantity, wanted unit price, remarks. */
export function NegotiationDialog({ item, open, onClose, onSend }: Props) {
  const m = messages.negotiation;
  const titleId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  // The one message below the fields names both (口数と単価…): it describes both (accessibility).
  const describedBy = error !== null ? errorId : undefined;
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current);
    },
    [],
  );

  const formik = useFormik<NegotiationValues>({
    initialValues: emptyNegotiation,
    // Validation runs on submit only, so the buyer is not told off while still typing.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const problem = firstNegotiationError(item !== null, values);
      setError(problem);
      if (problem || !item) return;
      try {
        await onSend({ id: item.id, KUCHI_SU: Number(values.KUCHI_SU), TANKA: Number(values.TANKA), BIKO: values.BIKO });
      } catch {
        return;
      }
      notifySuccess(m.sent);
      // spec §4: the form resets 1 s after sending, and the dialog closes with it.
      resetTimer.current = setTimeout(() => {
        helpers.resetForm();
        setError(null);
        onClose();
      }, NEGOTIATION_RESET_MS);
    },
  });

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogForm onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>{m.dialogTitle}</DialogTitle>
        <DialogContent>
          {item ? <ItemSummary item={item} /> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              name="KUCHI_SU"
              label={m.kuchiSu}
              type="number"
              value={formik.values.KUCHI_SU}
              onChange={formik.handleChange}
              error={error !== null && formik.values.KUCHI_SU === ''}
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric', 'aria-describedby': describedBy } }}
            />
            <TextField
              name="TANKA"
              label={m.tanka}
              type="number"
              value={formik.values.TANKA}
              onChange={formik.handleChange}
              error={error !== null && formik.values.TANKA === ''}
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric', 'aria-describedby': describedBy } }}
            />
          </Stack>
          <TextField name="BIKO" label={m.biko} value={formik.values.BIKO} onChange={formik.handleChange} fullWidth multiline minRows={2} sx={{ mt: 2 }} />
          {error && (
            <Alert id={errorId} severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{m.close}</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {m.send}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
