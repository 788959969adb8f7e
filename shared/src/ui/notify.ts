/**
 * The one way any part of the front end shows a toast. The shell connects it to notistack's
 * enqueueSnackbar (NotifierBridge / ToastProvider). A toast raised before the toast area is
 * mounted is kept briefly and shown once it is; older ones would only confuse. The toast area
 * loads on the first toast (onToastWanted), so pages that raise none never download notistack.
 */
import { TOAST_AUTO_HIDE_MS } from '../constants';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';
export type Notifier = (text: string, variant: ToastVariant) => void;

interface Pending {
  text: string;
  variant: ToastVariant;
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
  fresh.forEach((toast) => next(toast.text, toast.variant));
  return () => {
    if (notifier === next) notifier = null;
  };
}

export function notify(text: string, variant: ToastVariant): void {
  if (notifier) notifier(text, variant);
  else {
    if (pending.push({ text, variant, at: Date.now() }) > MAX_PENDING) pending.shift();
    wanted?.();
  }
}

export const notifySuccess = (text: string): void => notify(text, 'success');
export const notifyError = (text: string): void => notify(text, 'error');
