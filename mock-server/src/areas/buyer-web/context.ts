import type { Clock } from '../../clock';
import type { Db } from '../../db/types';
import type { FileStore } from '../../files/file-store';
import type { LiveStock } from './live-stock/live-stock-service';

/** What the purchasing services run on; one per app. */
export interface BuyerWebDeps {
  db: Db;
  clock: Clock;
  liveStock: LiveStock;
  files: Pick<FileStore, 'createSignedUrl'>;
}

/** The calling buyer: the account (for Idempotency-Key) and the branch that buys. */
export interface Buyer {
  accountId: number;
  branchId: number;
}
