import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { messages } from '../messages';
import { notifyError } from '../ui/notify';

interface ErrorBody {
  detail: unknown;
  message: unknown;
}

function hasDetailAndMessage(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null && 'detail' in data && 'message' in data;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The toasts of spec §8 for every error but 401 (which the base query turns into the modal). */
export function reportApiError(error: FetchBaseQueryError): void {
  if (error.status === 'TIMEOUT_ERROR') {
    notifyError(messages.timeout);
    return;
  }
  // 503: the server is up but cannot serve now (database away, sign-in saturated): one message saying so.
  if (error.status === 503) {
    notifyError('data' in error && hasDetailAndMessage(error.data) ? asText(error.data.message) : messages.serviceUnavailable);
    return;
  }
  if ('data' in error && hasDetailAndMessage(error.data)) {
    notifyError(asText(error.data.detail));
    notifyError(asText(error.data.message));
    return;
  }
  notifyError(messages.noErrorFromSystem);
  notifyError(messages.unknownError);
}
