import type { ApiAnswer, ApiRow } from '../api/contract';

// Buyer-side rows that shared's own api modules use (cancellable-api.ts, approval-api.ts), as the
// server's contract declares them. The rows only remote-buyer-web reads are in
// remote-buyer-web/src/buyer-types.ts; new code names the endpoint itself: ApiRow<'/users/cancellable'>.

type Item<T> = T extends (infer R)[] ? R : T extends { datas: (infer R)[] } ? R : never;

export type Cancellable = Item<ApiAnswer<'/users/cancellable', 'get'>>;

/** The head branch's view of purchase requests: one row of GET /users/approval. */
export type BranchPurchaseRequestRow = ApiRow<'/users/approval'>;
