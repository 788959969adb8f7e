import type { FastifyInstance } from 'fastify';
import { areaDeps, type AreaDeps } from '../../http/area-deps';

/** What the area's route functions and services run on; built once by index.ts. */
export interface AdminMasterDeps extends AreaDeps {
  /** Closes an account's open live-stock streams at once (its sessions just ended). */
  closeStreams: (accountId: number) => void;
}

export const adminMasterDeps = (app: FastifyInstance): AdminMasterDeps => ({
  ...areaDeps(app),
  closeStreams: (accountId) => app.openStreams.closeAccount(accountId),
});
