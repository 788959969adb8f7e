import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { type ApiRow, FormDialog, notifySuccess, SALE_KINDS } from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';
import { salesApi } from '../api';
import { firstSaleError, type SaleFormValues } from '../sale-form';
import { problemProps, type FormProblem } from '../../../common/form-problem';

type Sale = ApiRow<'/admins/sale'>;
const m = msg.sale;

const blank: SaleFormValues = {
  SALE_KBN: '1',
  NIUKE_DEMPYO_NO: '',
  NIUKE_NO: '',
  BAISAN_CD: '',
  BAISAN_EDA: '001',
  KUCHI_SU: '',
  HA_SU: '0',
  TANKA: '',
  BIKO: '',
};

const valuesOf = (sale: Sale): SaleFormValues => ({
  ...blank,
  NIUKE_DEMPYO_NO: sale.NIUKE_DEMPYO_NO,
  NIUKE_NO: sale.NIUKE_NO,
  BAISAN_CD: sale.BAISAN_CD,
  BAISAN_EDA: sale.BAISAN_EDA,
  KUCHI_SU: String(sale.KUCHI_SU),
  HA_SU: String(sale.HA_SU),
  TANKA: String(sale.WEB_TANKA),
  BIKO: sale.BIKO,
});

/** Records a せり / 注文 / 相対 sale (sale null) or corrects one's quantities, price and remarks. */
export function SaleDialog({ sale, initial, onClose }: { sale: Sale | null; initial?: Partial<SaleFormValues>; onClose: () => void }) {
  const creating = sale === null;
  const [error, setError] = useState<FormProblem | null>(null);
  const [record] = salesApi.useRecordSaleMutation();
  const [correct] = salesApi.useCorrectSaleMutation();
  const formik = useFormik<SaleFormValues>({
    initialValues: sale ? valuesOf(sale) : { ...blank, ...initial },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (v) => {
      const problem = firstSaleError(v, creating);
      setError(problem);
      if (problem) return;
      const figures = { KUCHI_SU: Number(v.KUCHI_SU || 0), HA_SU: Number(v.HA_SU || 0), TANKA: Number(v.TANKA), BIKO: v.BIKO };
      try {
        if (sale) await correct({ SALE_ID: sale.SALE_ID, ...figures }).unwrap();
        else {
          await record({
            SALE_KBN: Number(v.SALE_KBN) as 1 | 2 | 3,
            NIUKE_DEMPYO_NO: v.NIUKE_DEMPYO_NO.trim(),
            NIUKE_NO: v.NIUKE_NO.trim(),
            BAISAN_CD: v.BAISAN_CD.trim(),
            BAISAN_EDA: v.BAISAN_EDA.trim(),
            ...figures,
          }).unwrap();
        }
      } catch {
        return; // the base query showed why
      }
      notifySuccess(creating ? m.recorded : m.corrected);
      onClose();
    },
  });
  const field = (name: keyof SaleFormValues, label: string, extra: { number?: boolean; disabled?: boolean } = {}) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        name={name}
        label={label}
        value={formik.values[name]}
        onChange={formik.handleChange}
        fullWidth
        disabled={extra.disabled}
        {...problemProps(error, name)}
        type={extra.number ? 'number' : 'text'}
        slotProps={extra.number ? { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } } : undefined}
      />
    </Grid>
  );
  return (
    <FormDialog
      title={creating ? m.createTitle : m.editTitle}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      error={error}
      submitting={formik.isSubmitting}
      cancelLabel={m.cancel}
      submitLabel={creating ? m.save : m.update}
    >
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select name="SALE_KBN" label={m.kind} value={formik.values.SALE_KBN} onChange={formik.handleChange} fullWidth disabled={!creating}>
            {(['1', '2', '3'] as const).map((kbn) => (
              <MenuItem key={kbn} value={kbn}>
                {SALE_KINDS[Number(kbn) as 1 | 2 | 3]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {field('NIUKE_DEMPYO_NO', m.dempyoNo, { disabled: !creating })}
        {field('NIUKE_NO', m.niukeNo, { disabled: !creating })}
        {field('BAISAN_CD', m.baisanCd, { disabled: !creating })}
        {field('BAISAN_EDA', m.baisanEda, { disabled: !creating })}
        {field('KUCHI_SU', m.kuchiSu, { number: true })}
        {field('HA_SU', m.haSu, { number: true })}
        {field('TANKA', m.tanka, { number: true })}
        <Grid size={12}>
          <TextField name="BIKO" label={m.biko} value={formik.values.BIKO} onChange={formik.handleChange} fullWidth />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
