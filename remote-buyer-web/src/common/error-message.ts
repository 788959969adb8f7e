import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The Japanese sentence of an error answer ({ detail, message }), if the server sent one. */
export function serverMessageOf(error: FetchBaseQueryError | SerializedError | undefined | unknown): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return null;
  // Spec §8 / issue 20: detail is the specific Japanese sentence (which field, what is wrong),
  // message the general one; a dialog has room for one line, so it shows the specific one.
  const { detail, message } = data as { detail?: unknown; message?: unknown };
  if (typeof detail === 'string' && /[\u3040-\u30ff\u4e00-\u9fff]/.test(detail)) return detail;
  return typeof message === 'string' ? message : null;
}

export function statusOf(error: unknown): number | string | null {
  return error && typeof error === 'object' && 'status' in error ? (error as { status: number | string }).status : null;
}
