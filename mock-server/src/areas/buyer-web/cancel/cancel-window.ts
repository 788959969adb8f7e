/** The cancel window: a WEB purchase may be cancelled for SALE_SAVE_PERIOD seconds after it was made. */
export const DEFAULT_SALE_SAVE_PERIOD_SECONDS = 120;

export function cancelDeadline(createdAt: Date, periodSeconds: number): Date {
  return new Date(createdAt.getTime() + periodSeconds * 1000);
}

/** The earliest purchase time still cancellable at `now` (the SQL side of the same rule). */
export function windowStart(now: Date, periodSeconds: number): Date {
  return new Date(now.getTime() - periodSeconds * 1000);
}

/** Inclusive: at exactly the deadline the purchase can still be cancelled. */
export function isWithinCancelWindow(createdAt: Date, periodSeconds: number, now: Date): boolean {
  return now.getTime() <= cancelDeadline(createdAt, periodSeconds).getTime();
}

/** Whole seconds left, never negative: what the client's countdown starts from. */
export function secondsLeft(createdAt: Date, periodSeconds: number, now: Date): number {
  return Math.max(0, Math.floor((cancelDeadline(createdAt, periodSeconds).getTime() - now.getTime()) / 1000));
}
