import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { messages } from '../messages';
import { notifyError } from '../ui/notify';

function textField(error: unknown, field: 'detail' | 'message'): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || !(field in data)) return null;
  const text = (data as Record<string, unknown>)[field];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/** The general Japanese sentence of an error answer (`{ detail, message }`), if it has one. */
export function japaneseMessageOf(error: unknown): string | null {
  return textField(error, 'message');
}

/** Japanese text (kana or kanji): an English `detail` is for integrators, not for the screen. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/**
 * The one sentence a dialog has room for (spec §8): the specific `detail` (which field,
 * what is wrong) when it is Japanese, else the general `message`, if the answer has one.
 */
export function serverMessageOf(error: unknown): string | null {
  const detail = textField(error, 'detail');
  return detail !== null && JAPANESE.test(detail) ? detail : textField(error, 'message');
}

/**
 * The toasts of spec §8 for every error but 401 (which the base query turns into the session
 * modal): an answer with both `detail` (which field, what is wrong) and `message` (the general
 * sentence) shows two toasts, the detail's then the message's; a timeout shows the timeout
 * sentence; anything else (a 500 with `{}`, a network failure, an answer missing either text)
 * shows システムからエラーが返却されていません and 不明なエラーが発生しました. Extra fields of the
 * answer (`code`, `field`) are for integrators and never shown.
 */
export function reportApiError(error: FetchBaseQueryError): void {
  if (error.status === 'TIMEOUT_ERROR') {
    notifyError(messages.timeout);
    return;
  }
  const detail = textField(error, 'detail');
  const message = textField(error, 'message');
  if (detail !== null && message !== null) {
    notifyError(detail);
    notifyError(message);
    return;
  }
  notifyError(messages.noErrorFromSystem);
  notifyError(messages.unknownError);
}
