import type { AreaDeps } from '../../http/area-deps';
import type { ListingSnapshot } from './snapshot/listing-snapshot';

/** What the purchasing route functions and services run on; built once by index.ts. */
export interface BuyerWebDeps extends AreaDeps {
  /** The listing model shared by every buyer of this process (so market opening reads memory). */
  snapshot: ListingSnapshot;
}

/** The calling buyer: the account (for Idempotency-Key) and the branch that buys. */
export interface Buyer {
  accountId: number;
  branchId: number;
}
