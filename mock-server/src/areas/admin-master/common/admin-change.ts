import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/auth-hook';
import type { Db } from '../../../db/types';
import type { FileStore } from '../../../files/file-store';
import { createLiveStock, type LiveStock } from '../../buyer-web/live-stock/live-stock-service';

/** Who changes what, and when: every service that writes takes it, for its system log line. */
export interface Actor {
  operator: string;
  at: Date;
}

export const actorOf = (app: FastifyInstance, request: FastifyRequest): Actor => ({ operator: currentUser(request).loginId, at: app.clock.now() });

/** What the area's services run on; one per app. */
export interface AdminMasterDeps {
  db: Db;
  files: FileStore;
  liveStock: LiveStock;
  now: () => Date;
  /** Closes an account's open live-stock streams at once (its sessions just ended). */
  closeStreams: (accountId: number) => void;
}

export function adminMasterDeps(app: FastifyInstance): AdminMasterDeps {
  const liveStock = createLiveStock(app.db, app.config.databaseUrl);
  app.addHook('onClose', async () => liveStock.close());
  return { db: app.db, files: app.fileStore, liveStock, now: () => app.clock.now(), closeStreams: (accountId) => app.openStreams.closeAccount(accountId) };
}
