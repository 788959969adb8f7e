import type { Cancellable } from 'shared';

/** GET /users/cancellable row: spec §3 "Cancellable" plus when its window closes. */
export interface CancellablePurchase extends Cancellable {
  web_item_id: number;
  purchased_at: string;
  /** ISO instant the cancel window closes. */
  deadline: string;
  /** Whole seconds left when the server answered: the countdown starts from this, not the local clock. */
  remaining_seconds: number;
}

export interface CancelAnswer {
  transactionUUID: string;
  id: number;
  web_item_id: number;
  remaining_quantity: number;
  hasu: number;
}
