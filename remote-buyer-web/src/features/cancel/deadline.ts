import type { CancellablePurchase } from './types';

/**
 * When a row's cancel window closes on this device's clock: the server's remaining_seconds
 * counted from when its answer arrived, so a wrong local clock does not move the deadline.
 */
export function localDeadline(row: Pick<CancellablePurchase, 'remaining_seconds' | 'deadline'>, receivedAt: number | undefined): number {
  if (typeof row.remaining_seconds === 'number' && receivedAt) return receivedAt + row.remaining_seconds * 1000;
  return Date.parse(row.deadline);
}
