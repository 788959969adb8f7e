import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { FormDialog } from 'shared';
import { adminMasterMessages as m } from '../messages';

export type FieldValue = string | number | boolean;

export interface FormField {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'switch' | 'password' | 'select' | 'time';
  required?: boolean;
  /** Shown but not editable (a code that identifies the row). */
  readOnly?: boolean;
  options?: { value: string; label: string }[];
  maxLength?: number;
}

export interface MasterFormDialogProps {
  title: string;
  fields: FormField[];
  initialValues: Record<string, FieldValue>;
  /** Resolves on success; rejects (the base query has shown the reason) to keep the dialog open. */
  onSubmit: (values: Record<string, FieldValue>) => Promise<unknown>;
  onClose: () => void;
  submitLabel?: string;
}

function validate(fields: FormField[], values: Record<string, FieldValue>) {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.required && (value === '' || value === undefined || value === null)) errors[field.name] = m.form.required;
    else if (field.kind === 'number' && value !== '' && Number.isNaN(Number(value))) errors[field.name] = m.form.number;
    else if (field.maxLength && typeof value === 'string' && value.length > field.maxLength) errors[field.name] = m.form.tooLong(field.maxLength);
  }
  return errors;
}

/** The new / edit dialog of the master screens: one column of fields, キャンセル and 保存. */
export function MasterFormDialog({ title, fields, initialValues, onSubmit, onClose, submitLabel }: MasterFormDialogProps) {
  const formik = useFormik<Record<string, FieldValue>>({
    initialValues,
    validate: (values) => validate(fields, values),
    onSubmit: async (values) => {
      try {
        await onSubmit(values);
        onClose();
      } catch {
        // The server's reason is already on screen; keep the form for a correction.
      }
    },
  });
  return (
    <FormDialog
      title={title}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      submitting={formik.isSubmitting}
      cancelLabel={m.form.cancel}
      submitLabel={submitLabel ?? m.form.save}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {fields.map((field) => {
          const value = formik.values[field.name];
          if (field.kind === 'switch') {
            return (
              <FormControlLabel
                key={field.name}
                label={field.label}
                control={<Switch name={field.name} checked={Boolean(value)} onChange={(e) => void formik.setFieldValue(field.name, e.target.checked)} />}
              />
            );
          }
          const error = formik.touched[field.name] ? formik.errors[field.name] : undefined;
          return (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              size="small"
              required={field.required}
              type={field.kind === 'password' ? 'password' : field.kind === 'time' ? 'time' : 'text'}
              select={field.kind === 'select'}
              value={value ?? ''}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={Boolean(error)}
              helperText={error}
              slotProps={{
                input: { readOnly: field.readOnly },
                inputLabel: { shrink: true },
                htmlInput: { inputMode: field.kind === 'number' ? 'decimal' : undefined },
              }}
            >
              {field.options?.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Stack>
    </FormDialog>
  );
}

/** Only the fields whose value differs from the initial one, numbers as numbers. */
export function changedValues(fields: FormField[], initial: Record<string, FieldValue>, values: Record<string, FieldValue>) {
  const out: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    const value = values[field.name];
    if (value === initial[field.name]) continue;
    out[field.name] = field.kind === 'number' && value !== '' ? Number(value) : value;
  }
  return out;
}

/** Every editable field, numbers as numbers and empty optional texts left out. */
export function allValues(fields: FormField[], values: Record<string, FieldValue>) {
  const out: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === '' && !field.required) continue;
    out[field.name] = field.kind === 'number' && value !== '' ? Number(value) : value;
  }
  return out;
}
