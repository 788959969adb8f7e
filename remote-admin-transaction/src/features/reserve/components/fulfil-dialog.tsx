import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { type ApiRow, FormDialog, notifySuccess } from 'shared';
import { problemProps, type FormProblem } from '../../../common/form-problem';
import { adminTransactionMessages as msg } from '../../../messages';
import { reserveApi } from '../api';

type Reserve = ApiRow<'/admins/reserve'>;
const m = msg.reserve;

/** Fulfil a reservation into a 注文 sale on a received lot of the same product. */
export function FulfilDialog({ reserve: y, onClose }: { reserve: Reserve; onClose: () => void }) {
  const [error, setError] = useState<FormProblem | null>(null);
  const [fulfil] = reserveApi.useFulfilReserveMutation();
  const formik = useFormik({
    initialValues: { NIUKE_DEMPYO_NO: '', NIUKE_NO: '', TANKA: '' },
    onSubmit: async (v) => {
      if (!v.NIUKE_DEMPYO_NO.trim() || !v.NIUKE_NO.trim())
        return setError({ field: v.NIUKE_DEMPYO_NO.trim() ? 'NIUKE_NO' : 'NIUKE_DEMPYO_NO', message: m.required });
      const tanka = String(v.TANKA).trim();
      if (tanka !== '' && !/^\d{1,9}$/.test(tanka)) return setError({ field: 'TANKA', message: m.numbers });
      setError(null);
      try {
        await fulfil({
          YOYAKU_NO: y.YOYAKU_NO,
          NIUKE_DEMPYO_NO: v.NIUKE_DEMPYO_NO.trim(),
          NIUKE_NO: v.NIUKE_NO.trim(),
          ...(tanka ? { TANKA: Number(tanka) } : {}),
        }).unwrap();
      } catch {
        return undefined;
      }
      notifySuccess(m.fulfilled);
      onClose();
      return undefined;
    },
  });
  return (
    <FormDialog
      title={m.fulfilTitle}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      error={error}
      submitting={formik.isSubmitting}
      cancelLabel={m.cancel}
      submitLabel={m.run}
    >
      <Typography sx={{ fontWeight: 'bold' }}>
        {y.SHOHIN_NM} {y.COLOR_NM} {y.specification} {m.packages(y.KUCHI_SU)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {y.BAISAN_NM} {y.BAISAN_CD}-{y.BAISAN_EDA} / {y.SALE_DATE} / {y.WEB_TANKA}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {m.fulfilHelp}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="NIUKE_DEMPYO_NO"
          label={m.dempyoNo}
          {...problemProps(error, 'NIUKE_DEMPYO_NO')}
          value={formik.values.NIUKE_DEMPYO_NO}
          onChange={formik.handleChange}
        />
        <TextField name="NIUKE_NO" label={m.niukeNo} {...problemProps(error, 'NIUKE_NO')} value={formik.values.NIUKE_NO} onChange={formik.handleChange} />
        <TextField
          name="TANKA"
          label={m.tanka}
          {...problemProps(error, 'TANKA')}
          type="number"
          value={formik.values.TANKA}
          onChange={formik.handleChange}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      </Stack>
    </FormDialog>
  );
}
