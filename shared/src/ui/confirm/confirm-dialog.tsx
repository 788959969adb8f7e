import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { messages } from '../../messages';
import type { ConfirmOptions } from './confirm-context';

export interface ConfirmDialogProps {
  open: boolean;
  options: ConfirmOptions | undefined;
  answer: (value: boolean) => void;
}

/** The confirm dialog of spec §2 (title, text with line breaks, Cancel and OK). */
export function ConfirmDialog({ open, options, answer }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={() => answer(false)} aria-labelledby={titleId} aria-describedby={options?.text ? textId : undefined}>
      <DialogTitle id={titleId}>{options?.title}</DialogTitle>
      {options?.text ? (
        <DialogContent>
          <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
            {options.text}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={() => answer(false)}>{options?.cancelText ?? messages.confirmCancel}</Button>
        <Button onClick={() => answer(true)} variant="contained" autoFocus>
          {options?.okText ?? messages.confirmOk}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
