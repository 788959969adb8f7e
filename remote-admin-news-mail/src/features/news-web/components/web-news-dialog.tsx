import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { joinDateTime, notifySuccess, slashesToHyphens, splitDateTime, todayInTokyo, useIsBelow } from 'shared';
import * as yup from 'yup';
import { adminNewsMailMessages as m } from '../../../messages';
import { dateSlotProps, FormikDialog, formikField, PeriodFields } from '../../../form-fields';
import { webNewsApi, type WebNews } from '../api';

const required = yup.string().required(m.validation.required);
const schema = yup.object({
  DATE: required,
  startDate: required,
  startTime: required,
  endDate: required,
  endTime: required,
  TITLE: required.max(200),
  PRINT_ORDER: yup.number().typeError(m.validation.orderMin).required(m.validation.orderMin).integer(m.validation.orderMin).min(1, m.validation.orderMin),
});

/** Webニュース新規作成 / 編集: the ticker line, its dates and PRINT_ORDER. */
export function WebNewsDialog({ line, onClose }: { line: WebNews | null; onClose: () => void }) {
  const fullScreen = useIsBelow('mobile');
  const [create] = webNewsApi.useCreateWebNewsMutation();
  const [update] = webNewsApi.useUpdateWebNewsMutation();
  const today = slashesToHyphens(todayInTokyo());
  const start = splitDateTime(line?.START_DATE);
  const end = splitDateTime(line?.END_DATE);
  const formik = useFormik({
    initialValues: {
      DATE: line ? slashesToHyphens(line.DATE) : today,
      startDate: line ? start.date : today,
      startTime: line ? start.time : '00:00',
      endDate: line ? end.date : today,
      endTime: line ? end.time : '23:59',
      TITLE: line?.TITLE ?? '',
      PRINT_ORDER: String(line?.PRINT_ORDER ?? 1),
      SUSPEND_FLG: line?.SUSPEND_FLG ?? false,
    },
    validationSchema: schema,
    onSubmit: async (v) => {
      const body = {
        DATE: v.DATE,
        START_DATE: joinDateTime(v.startDate, v.startTime),
        END_DATE: joinDateTime(v.endDate, v.endTime),
        TITLE: v.TITLE,
        PRINT_ORDER: Number(v.PRINT_ORDER),
        SUSPEND_FLG: v.SUSPEND_FLG,
      };
      const ok = await (line ? update({ id: line.id, ...body }) : create(body)).unwrap().then(
        () => true,
        () => false,
      );
      if (!ok) return;
      notifySuccess(m.webNewsUpdated);
      onClose();
    },
  });
  const field = formikField(formik);
  return (
    <FormikDialog formik={formik} title={line ? m.webNewsEdit : m.webNewsNew} onClose={onClose} maxWidth="sm" fullScreen={fullScreen}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('DATE')} type="date" label={m.form.date} slotProps={dateSlotProps} />
          <TextField {...field('PRINT_ORDER')} type="number" label={m.form.printOrder} slotProps={{ htmlInput: { min: 1 } }} />
          <FormControlLabel control={<Switch name="SUSPEND_FLG" checked={formik.values.SUSPEND_FLG} onChange={formik.handleChange} />} label={m.form.suspend} />
        </Stack>
        <PeriodFields field={field} split />
        <TextField {...field('TITLE')} label={m.form.title} fullWidth />
      </Stack>
    </FormikDialog>
  );
}
