import type { Clock } from '../../clock';
import type { Db } from '../../db/types';
import type { FileStore } from '../../files/file-store';
import type { LiveStock } from '../buyer-web/live-stock/live-stock-service';

/** What the admin transaction services run on; one per app. */
export interface AdminTransactionDeps {
  db: Db;
  clock: Clock;
  liveStock: LiveStock;
  files: Pick<FileStore, 'createSignedUrl'>;
}

/** Who made a change and when, for the system log. */
export interface Actor {
  operator: string;
  at: Date;
}
