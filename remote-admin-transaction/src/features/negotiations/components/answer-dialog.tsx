import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { type ApiRow, formatNumber, FormDialog, notifySuccess } from 'shared';
import { problemProps, type FormProblem } from '../../../common/form-problem';
import { adminTransactionMessages as msg } from '../../../messages';
import { ANSWER_STATUSES, firstAnswerError, type AnswerValues } from '../answer-schema';
import { negotiationsApi } from '../api';

type Negotiation = ApiRow<'/admins/negotiations'>;

const m = msg.negotiation;

/** Answer a buyer's 商談: 成立 (sells at the price), 再商談 (counter price) or 不成立. */
export function AnswerDialog({ negotiation, onClose }: { negotiation: Negotiation; onClose: () => void }) {
  const [error, setError] = useState<FormProblem | null>(null);
  const [answer] = negotiationsApi.useAnswerAdminNegotiationMutation();
  const formik = useFormik<AnswerValues>({
    initialValues: {
      SHODAN_STATUS: msg.negotiationStatuses.agreed,
      UNIT_PRICE: String(negotiation.UNIT_PRICE),
      KUCHI_SU: String(negotiation.KUCHI_SU),
      COMMENT: negotiation.COMMENT,
    },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const problem = firstAnswerError(values);
      setError(problem);
      if (problem) return;
      try {
        await answer({
          negotiation_no: negotiation.negotiation_no,
          SHODAN_STATUS: values.SHODAN_STATUS,
          UNIT_PRICE: Number(values.UNIT_PRICE),
          KUCHI_SU: Number(values.KUCHI_SU),
          COMMENT: values.COMMENT,
        }).unwrap();
      } catch {
        return; // the base query showed the server's message
      }
      notifySuccess(m.answered);
      onClose();
    },
  });
  const n = negotiation;
  return (
    <FormDialog
      title={m.dialogTitle}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      error={error}
      submitting={formik.isSubmitting}
      cancelLabel={m.cancel}
      submitLabel={m.send}
    >
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography sx={{ fontWeight: 'bold' }}>
          {n.SHOHIN_NM} {n.COLOR_NM} {n.specification}
        </Typography>
        <Typography variant="body2">
          {n.BAISAN_NM} ({n.BAISAN_CD}-{n.BAISAN_EDA}) / {n.SHUKKASHA_NM}
        </Typography>
        <Typography variant="body2">{m.wanted(formatNumber(n.UNIT_PRICE), formatNumber(n.KUCHI_SU))}</Typography>
        <Typography variant="body2">
          {m.lotPrice(formatNumber(n.LOT_UNIT_PRICE))} / {m.remaining(formatNumber(n.remaining_quantity))}
        </Typography>
        {n.BIKO ? (
          <Typography variant="body2">
            {m.buyerBiko}: {n.BIKO}
          </Typography>
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select name="SHODAN_STATUS" label={m.answerStatus} value={formik.values.SHODAN_STATUS} onChange={formik.handleChange} sx={{ minWidth: 140 }}>
          {ANSWER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {status}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="UNIT_PRICE"
          label={m.unitPrice}
          {...problemProps(error, 'UNIT_PRICE')}
          type="number"
          value={formik.values.UNIT_PRICE}
          onChange={formik.handleChange}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          name="KUCHI_SU"
          label={m.kuchiSu}
          {...problemProps(error, 'KUCHI_SU')}
          type="number"
          value={formik.values.KUCHI_SU}
          onChange={formik.handleChange}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      </Stack>
      <TextField
        name="COMMENT"
        label={m.comment}
        {...problemProps(error, 'COMMENT')}
        value={formik.values.COMMENT}
        onChange={formik.handleChange}
        fullWidth
        multiline
        minRows={2}
        sx={{ mt: 2 }}
      />
    </FormDialog>
  );
}
