import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The Japanese sentence of an error answer ({ detail, message }), if the server sent one. */
export function serverMessageOf(error: FetchBaseQueryError | SerializedError | undefined | unknown): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object' && 'message' in data && typeof (data as { message: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return null;
}

export function statusOf(error: unknown): number | string | null {
  return error && typeof error === 'object' && 'status' in error ? (error as { status: number | string }).status : null;
}
