import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { FormDialog, notifySuccess } from 'shared';
import * as yup from 'yup';
import { adminNewsMailMessages as m } from '../../../messages';
import { newsCategoryApi, type NewsCategory } from '../api';

const schema = yup.object({
  name: yup.string().trim().required(m.validation.required).max(10, m.validation.nameLength),
  order: yup.number().typeError(m.validation.orderMin).required(m.validation.orderMin).integer(m.validation.orderMin).min(1, m.validation.orderMin),
});

/** カテゴリー新規作成 / カテゴリー編集: name (1–10 characters), display order (≥ 1), 休止. */
export function NewsCategoryDialog({ category, onClose }: { category: NewsCategory | null; onClose: () => void }) {
  const [create] = newsCategoryApi.useCreateNewsCategoryMutation();
  const [update] = newsCategoryApi.useUpdateNewsCategoryMutation();
  const formik = useFormik({
    initialValues: { name: category?.name ?? '', order: String(category?.order ?? 1), SUSPEND_FLG: category?.SUSPEND_FLG ?? false },
    validationSchema: schema,
    onSubmit: async (values) => {
      const body = { name: values.name.trim(), order: Number(values.order), SUSPEND_FLG: values.SUSPEND_FLG };
      const ok = category
        ? await update({ id: category.id, ...body })
            .unwrap()
            .then(
              () => true,
              () => false,
            )
        : await create(body)
            .unwrap()
            .then(
              () => true,
              () => false,
            );
      if (!ok) return;
      notifySuccess(m.categoryUpdated);
      onClose();
    },
  });
  return (
    <FormDialog
      title={category ? m.categoryEdit : m.categoryNew}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      submitting={formik.isSubmitting}
      cancelLabel={m.form.cancel}
      submitLabel={m.form.save}
      maxWidth="xs"
      dividers
    >
      <Stack spacing={2}>
        <TextField
          name="name"
          label={m.form.name}
          size="small"
          value={formik.values.name}
          onChange={formik.handleChange}
          error={Boolean(formik.touched.name && formik.errors.name)}
          helperText={formik.touched.name ? formik.errors.name : undefined}
          slotProps={{ htmlInput: { maxLength: 10 } }}
        />
        <TextField
          name="order"
          type="number"
          label={m.form.order}
          size="small"
          value={formik.values.order}
          onChange={formik.handleChange}
          error={Boolean(formik.touched.order && formik.errors.order)}
          helperText={formik.touched.order ? formik.errors.order : undefined}
          slotProps={{ htmlInput: { min: 1 } }}
        />
        <FormControlLabel control={<Switch name="SUSPEND_FLG" checked={formik.values.SUSPEND_FLG} onChange={formik.handleChange} />} label={m.form.suspend} />
      </Stack>
    </FormDialog>
  );
}
