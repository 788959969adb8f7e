/**
 * The one way any part of the front end shows a toast. The shell connects it to notistack's
 * enqueueSnackbar (NotifierBridge / ToastProvider). A toast raised before the toast area is
 * mounted is kept briefly and shown once it is; older ones would only confuse. The toast area
 * loads on the first toast (onToastWanted), so pages that raise none never download notistack.
 */
import { TOAST_AUTO_HIDE_MS } from '../constants';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';
/** A button on the toast (元に戻す); clicking it closes the toast and calls onClick. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}
export type Notifier = (text: string, variant: ToastVariant, action?: ToastAction) => void;

interface Pending {
  text: string;
  variant: ToastVariant;
  action?: ToastAction;
  at: number;
}

const MAX_PENDING = 20;
let notifier: Notifier | null = null;
let pending: Pending[] = [];
let wanted: (() => void) | null = null;

/** Calls `listener` when a toast waits for a notifier (now, if one already does). */
export function onToastWanted(listener: () => void): () => void {
  wanted = listener;
  if (pending.length > 0) listener();
  return () => {
    if (wanted === listener) wanted = null;
  };
}

/** Returns a function that disconnects this notifier again (tests, shell unmount). */
export function connectNotifier(next: Notifier): () => void {
  notifier = next;
  const fresh = pending.filter((toast) => Date.now() - toast.at <= TOAST_AUTO_HIDE_MS);
  pending = [];
  fresh.forEach((toast) => next(toast.text, toast.variant, toast.action));
  return () => {
    if (notifier === next) notifier = null;
  };
}

export function notify(text: string, variant: ToastVariant, action?: ToastAction): void {
  if (notifier) notifier(text, variant, action);
  else {
    if (pending.push({ text, variant, action, at: Date.now() }) > MAX_PENDING) pending.shift();
    wanted?.();
  }
}

export const notifySuccess = (text: string, action?: ToastAction): void => notify(text, 'success', action);
export const notifyError = (text: string): void => notify(text, 'error');

/** Tests: drop toasts raised after the previous test's screen was gone, so none shows in the next. */
export function discardPendingToasts(): void {
  pending = [];
}
