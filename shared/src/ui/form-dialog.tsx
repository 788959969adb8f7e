import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { DialogForm } from './dialog-form';

/** A form's problem: with a field, the form shows it under that field; without one, FormDialog shows it under the fields. */
export interface FormDialogProblem {
  message: string;
  field?: string;
}

export interface FormDialogProps {
  title: string;
  /** formik's handleSubmit (or a handler that prevents the default): the submit button and Enter in a field both send the form. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While true the submit button is disabled, so a double click sends once. */
  submitting: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** The form's problem that belongs to no field shows under the fields. */
  error?: FormDialogProblem | null;
  /** sm by default; xs for a field or two, md for forms that also list related rows or hold an editor. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The whole screen (a phone, for long forms). */
  fullScreen?: boolean;
  /** Lines between the title, the fields and the buttons. */
  dividers?: boolean;
  /** With a label, a × button in the title closes the dialog too. */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * The frame of every admin form dialog: title, the fields, the form's problem under them, then
 * the cancel and the submit button. The dialog is named by its title for screen readers.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, onSubmit, onClose, error, submitting, cancelLabel, submitLabel, maxWidth = 'sm', fullScreen, dividers, closeLabel, children } = props;
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={fullScreen}>
      <DialogForm onSubmit={onSubmit}>
        <DialogTitle id={titleId} sx={closeLabel ? { pr: 6 } : undefined}>
          {title}
          {closeLabel ? (
            <IconButton aria-label={closeLabel} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
          ) : null}
        </DialogTitle>
        <DialogContent dividers={dividers}>
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
      </DialogForm>
    </Dialog>
  );
}
