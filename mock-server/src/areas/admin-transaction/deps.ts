import type { AreaDeps } from '../../http/area-deps';

/** What the admin transaction route functions and services run on; built once by index.ts. */
export type AdminTransactionDeps = AreaDeps;
