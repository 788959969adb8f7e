import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormProblem } from './form-problem';

export interface FormDialogProps {
  title: string;
  /** formik's handleSubmit: the submit button and Enter in a field both send the form. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The form's own check failed: a field's problem shows under that field (problemProps), any other under the fields. */
  error: FormProblem | null;
  /** While true the submit button is disabled, so a double click sends once. */
  submitting: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** sm by default; md for forms that also list related rows. */
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * The form stands between the dialog's paper and its content: as a flex column that may shrink,
 * it lets DialogContent scroll while the title and the buttons stay in view on a phone.
 */
const FORM_FILLS_PAPER = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

/**
 * The frame of a transaction form dialog: title, the fields, the form's error under them, then
 * キャンセル and the submit button. The dialog is named by its title for screen readers.
 */
export function FormDialog({ title, onSubmit, onClose, error, submitting, cancelLabel, submitLabel, maxWidth = 'sm', children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form onSubmit={onSubmit} noValidate style={FORM_FILLS_PAPER}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error && !error.field ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
