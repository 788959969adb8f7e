import type { FormEventHandler, ReactNode } from 'react';

/**
 * The form stands between the dialog's paper and its content: as a flex column that may shrink,
 * it lets DialogContent scroll while the title and the buttons stay in view on a phone. A plain
 * <form> there makes the whole paper scroll instead, and a tall lot pushes the buttons out of sight.
 */
const FILLS_PAPER = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

/** The one way a dialog holds a form: DialogTitle, DialogContent and DialogActions go inside. */
export function DialogForm({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate style={FILLS_PAPER}>
      {children}
    </form>
  );
}
