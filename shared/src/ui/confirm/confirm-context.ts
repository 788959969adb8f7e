import { createContext, useContext } from 'react';

export interface ConfirmOptions {
  title: string;
  /** Line breaks ('\n') are shown as line breaks. */
  text?: string;
  okText?: string;
  cancelText?: string;
}

/** Resolves true on OK, false on Cancel, Escape or a click outside. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

/** `const confirm = useConfirm(); if (await confirm({ title, text })) { ... }` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it (the shell mounts one).');
  return confirm;
}
