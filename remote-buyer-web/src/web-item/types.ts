import type { BundleTanka, WebItem } from '../buyer-types';

/** A lot offered at /web (spec §3 "Web item"), as the server's contract types GET /users/web/detail. */
export type { BundleTanka, WebItem };
