import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { notifySuccess, PageLayout, QueryState, type ApiAnswer } from 'shared';
import { adminMasterMessages as m } from '../../../messages';
import { timeApi } from '../api';

type WebTime = ApiAnswer<'/admins/time', 'get'>;
const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

function TimeForm({ time }: { time: WebTime }) {
  const [updateWebTime] = timeApi.useUpdateWebTimeMutation();
  const formik = useFormik({
    initialValues: time,
    enableReinitialize: true,
    validate: (values) => {
      const errors: Partial<Record<keyof WebTime, string>> = {};
      for (const key of ['START_TIME', 'END_TIME'] as const) if (!HHMM.test(values[key])) errors[key] = m.form.required;
      return errors;
    },
    onSubmit: async (values) => {
      try {
        await updateWebTime(values).unwrap();
        notifySuccess(m.time.saved);
      } catch {
        // The base query shows the server's reason.
      }
    },
  });
  const field = (name: keyof WebTime, label: string) => (
    <TextField
      name={name}
      label={label}
      type="time"
      size="small"
      value={formik.values[name]}
      onChange={formik.handleChange}
      error={Boolean(formik.errors[name])}
      helperText={formik.errors[name]}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
  return (
    <Paper component="form" onSubmit={formik.handleSubmit} noValidate sx={{ p: 2, maxWidth: 480 }}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {m.time.note}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('START_TIME', m.time.start)}
          {field('END_TIME', m.time.end)}
        </Stack>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {m.time.save}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /admins/master/time: the web opening hours; buying follows the change at once. */
export function TimePage() {
  const result = timeApi.useGetWebTimeQuery();
  return (
    <PageLayout title={m.timeTitle}>
      <QueryState result={result}>{(time) => <TimeForm time={time} />}</QueryState>
    </PageLayout>
  );
}
