import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { type ApiRow, formatNumber, FormDialog, notifySuccess, SALE_KINDS } from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';
import { receivingApi } from '../api';
import { changeOf, formValuesOf, type ReceivingFormValues } from '../web-listing-form';
import { WebListingFields } from './web-listing-fields';
import { problemProps, type FormProblem } from '../../../common/form-problem';

type Receiving = ApiRow<'/admins/receiving'>;
const m = msg.receiving;

/** Edit a receiving: stock and remarks, its web listing (list it, price it, correct it), and see its sale lines. */
export function ReceivingEditDialog({ receiving: r, onClose }: { receiving: Receiving; onClose: () => void }) {
  const [error, setError] = useState<FormProblem | null>(null);
  const [update] = receivingApi.useUpdateReceivingMutation();
  const formik = useFormik<ReceivingFormValues>({
    initialValues: formValuesOf(r),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const result = changeOf(r, values);
      if ('error' in result) {
        setError(result.error);
        return;
      }
      setError(null);
      try {
        await update(result.body).unwrap();
      } catch {
        return; // the base query showed why
      }
      notifySuccess(m.saved);
      onClose();
    },
  });
  return (
    <FormDialog
      title={m.editTitle}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      error={error}
      submitting={formik.isSubmitting}
      cancelLabel={m.cancel}
      submitLabel={m.save}
      maxWidth="md"
    >
      <Typography sx={{ fontWeight: 'bold' }}>
        {r.NIUKE_DEMPYO_NO}-{r.NIUKE_NO} {r.SHOHIN_NM} {r.COLOR_NM} {r.specification}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {r.SALE_DATE} / {r.SHUKKASHA_NM} / {msg.columns.iriSu} {r.IRI_SU} / {msg.columns.soSu} {formatNumber(r.SO_SU)}
        {r.web ? ` / ${m.hasu(formatNumber(r.web.hasu))}` : ''}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            name="STOCK_SU"
            label={m.stockSu}
            type="number"
            size="small"
            fullWidth
            value={formik.values.STOCK_SU}
            onChange={formik.handleChange}
            {...problemProps(error, 'STOCK_SU')}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField name="BIKO" label={m.biko} size="small" fullWidth value={formik.values.BIKO} onChange={formik.handleChange} />
        </Grid>
      </Grid>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3">
        {m.webSection}
      </Typography>
      {r.web ? null : (
        <FormControlLabel control={<Switch name="listed" checked={formik.values.listed} onChange={formik.handleChange} />} label={m.listForWeb} />
      )}
      {formik.values.listed ? <WebListingFields formik={formik} problem={error} /> : null}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3">
        {m.salesTitle}
      </Typography>
      {r.SALES.length === 0 ? (
        <Typography variant="body2">{m.noSales}</Typography>
      ) : (
        r.SALES.map((s) => (
          <Typography variant="body2" key={s.SALE_ID}>
            {s.SALE_DATE} {m.saleLine(SALE_KINDS[s.SALE_KBN], `${s.BAISAN_NM} ${s.BAISAN_CD}-${s.BAISAN_EDA}`, formatNumber(s.KUCHI_SU), formatNumber(s.PRICE))}
          </Typography>
        ))
      )}
    </FormDialog>
  );
}
