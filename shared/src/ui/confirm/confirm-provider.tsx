import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './confirm-context';

// The dialog's code (MUI Dialog, Modal, focus trap) loads the first time a question is asked:
// pages that never ask, like the sign-in page, do not download it.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

interface Pending {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/** Provides confirm(): the confirm dialog of spec §2, answered with true (OK) or false. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Pending | null>(null);

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

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmDialog open={open} options={pending.options} answer={answer} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}
