import type { Queryable } from '../../../db/types';

/**
 * Stores a new device token of the account (migration 036: only its hash); the account's
 * expired ones go in the same statement.
 */
export async function insertDeviceToken(db: Queryable, a: { tokenHash: string; accountId: number; now: Date; expiresAt: Date }): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM device_tokens WHERE account_id = $2 AND expires_at <= $3)
     INSERT INTO device_tokens (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [a.tokenHash, a.accountId, a.now, a.expiresAt],
  );
}
