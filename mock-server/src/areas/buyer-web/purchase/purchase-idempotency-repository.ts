import type { Queryable } from '../../../db/types';

export interface StoredAnswer {
  endpoint: string;
  request_hash: string;
  status_code: number;
  response: unknown;
}

export async function findIdempotentAnswer(db: Queryable, accountId: number, key: string): Promise<StoredAnswer | null> {
  const { rows } = await db.query<StoredAnswer>(
    'SELECT endpoint, request_hash, status_code, response FROM idempotency_keys WHERE account_id = $1 AND key = $2',
    [accountId, key],
  );
  return rows[0] ?? null;
}

/**
 * Claims the key inside the caller's transaction. On PostgreSQL a second claim of the same key
 * waits for the first transaction and then finds the row taken, so only one of two racing
 * retries does the work. Returns false when the key is already taken.
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  a: { accountId: number; key: string; endpoint: string; requestHash: string; now: Date },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO idempotency_keys (account_id, key, endpoint, request_hash, status_code, response, created_at)
     VALUES ($1, $2, $3, $4, 0, 'null'::jsonb, $5) ON CONFLICT (account_id, key) DO NOTHING RETURNING key`,
    [a.accountId, a.key, a.endpoint, a.requestHash, a.now],
  );
  return rows.length === 1;
}

export async function storeIdempotentAnswer(tx: Queryable, a: { accountId: number; key: string; statusCode: number; response: unknown }): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb WHERE account_id = $1 AND key = $2', [
    a.accountId,
    a.key,
    a.statusCode,
    JSON.stringify(a.response),
  ]);
}
