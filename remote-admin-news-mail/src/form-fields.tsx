import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { DATE_INPUT_MAX, FormDialog } from 'shared';
import { adminNewsMailMessages as m } from './messages';

/** A date input's slots: the label stays above, and no year beyond DATE_INPUT_MAX can be typed. */
export const dateSlotProps = { inputLabel: { shrink: true }, htmlInput: { max: DATE_INPUT_MAX } };

/** The props a small text field takes from formik for one of the form's text values. */
export function formikField<V>(formik: Pick<FormikProps<V>, 'values' | 'touched' | 'errors' | 'handleChange'>) {
  return (name: keyof V & string) => ({
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    size: 'small' as const,
    error: Boolean(formik.touched[name] && formik.errors[name]),
    helperText: formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined,
  });
}

type PeriodValues = { startDate: string; startTime: string; endDate: string; endTime: string };

/**
 * 掲載開始日 / 開始時刻 / 掲載終了日 / 終了時刻 of a news or a ticker line: in one row, or
 * (`split`) the start and the end each in a row of its own.
 */
export function PeriodFields<V extends PeriodValues>({ field, split = false }: { field: ReturnType<typeof formikField<V>>; split?: boolean }) {
  const start = (
    <>
      <TextField {...field('startDate')} type="date" label={m.form.startDate} slotProps={dateSlotProps} />
      <TextField {...field('startTime')} type="time" label={m.form.startTime} slotProps={{ inputLabel: { shrink: true } }} />
    </>
  );
  const end = (
    <>
      <TextField {...field('endDate')} type="date" label={m.form.endDate} slotProps={dateSlotProps} />
      <TextField {...field('endTime')} type="time" label={m.form.endTime} slotProps={{ inputLabel: { shrink: true } }} />
    </>
  );
  const row = (children: ReactNode) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
  return split ? (
    <>
      {row(start)}
      {row(end)}
    </>
  ) : (
    row(
      <>
        {start}
        {end}
      </>,
    )
  );
}

/** The frame of this remote's formik dialogs (news, ticker lines): 保存 sends the form, キャンセル closes it. */
export function FormikDialog(props: {
  formik: Pick<FormikProps<unknown>, 'handleSubmit' | 'isSubmitting'>;
  title: string;
  onClose: () => void;
  maxWidth: 'sm' | 'md';
  fullScreen: boolean;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={props.title}
      onSubmit={props.formik.handleSubmit}
      onClose={props.onClose}
      submitting={props.formik.isSubmitting}
      cancelLabel={m.form.cancel}
      submitLabel={m.form.save}
      maxWidth={props.maxWidth}
      fullScreen={props.fullScreen}
      dividers
    >
      {props.children}
    </FormDialog>
  );
}
