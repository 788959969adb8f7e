import type { Clock } from '../../clock';
import type { Db } from '../../db/types';
import type { FileStore } from '../../files/file-store';
import type { LiveStock } from './live-stock/live-stock-service';
import type { ListingSnapshot } from './snapshot/listing-snapshot';

/** What the purchasing services run on; one per app. */
export interface BuyerWebDeps {
  db: Db;
  clock: Clock;
  liveStock: LiveStock;
  files: Pick<FileStore, 'createSignedUrl'>;
  /** The listing shared by every buyer of this process (issue 19); absent: every read goes to the database. */
  snapshot?: ListingSnapshot;
}

/** The calling buyer: the account (for Idempotency-Key) and the branch that buys. */
export interface Buyer {
  accountId: number;
  branchId: number;
}
