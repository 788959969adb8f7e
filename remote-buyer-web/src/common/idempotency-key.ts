import { useRef } from 'react';
import { newIdempotencyKey } from 'shared';

/**
 * One Idempotency-Key per user action: asking again for the same body (a retry after a timeout
 * or a lost answer) reuses the key, so the server answers the first result instead of buying
 * twice; a different body, or a finished action, gets a fresh key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    settled(): void {
      last.current = null;
    },
  };
}
