import type { ApiAnswer, Cancellable } from 'shared';

/** GET /users/cancellable row: spec §3 "Cancellable" plus when its window closes (the generated contract). */
export type CancellablePurchase = Cancellable;

/** POST /users/cancellable/cancel's answer: the lot's stock after the cancel. */
export type CancelAnswer = ApiAnswer<'/users/cancellable/cancel', 'post'>;
