import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { messages } from '../messages';
import { notifyError } from '../ui/notify';

/**
 * The Japanese sentence of an error answer (`{ detail, message }`), if it has one. `detail` is
 * the server's English explanation for integrators and logs: it is never shown to a user.
 */
export function japaneseMessageOf(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  const message = (data as { message: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * One Japanese toast per error, for every error but 401 (which the base query turns into the
 * session modal): the server's `message`, else the timeout or the generic sentence.
 */
export function reportApiError(error: FetchBaseQueryError): void {
  if (error.status === 'TIMEOUT_ERROR') {
    notifyError(messages.timeout);
    return;
  }
  // 503: the server is up but cannot serve now (database away, sign-in saturated): one message saying so.
  if (error.status === 503) {
    notifyError(japaneseMessageOf(error) ?? messages.serviceUnavailable);
    return;
  }
  notifyError(japaneseMessageOf(error) ?? messages.unknownError);
}
