import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { messages } from '../../messages';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './confirm-context';

interface Pending {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/** The confirm dialog of spec §2 (title, text with line breaks, Cancel and OK). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Pending | null>(null);
  const titleId = useId();
  const textId = useId();

  const answer = useCallback((value: boolean) => {
    current.current?.resolve(value);
    current.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces the first, which counts as cancelled.
        current.current?.resolve(false);
        const next = { options, resolve };
        current.current = next;
        setPending(next);
        setOpen(true);
      }),
    [],
  );

  const options = pending?.options;
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
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
    </ConfirmContext.Provider>
  );
}
