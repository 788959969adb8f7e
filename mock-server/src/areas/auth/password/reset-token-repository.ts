import type { Queryable } from '../../../db/types';

/** password_reset_tokens: single-use reset links, stored as hashes only. */
export async function countResetTokensSince(db: Queryable, accountId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM password_reset_tokens WHERE account_id = $1 AND created_at > $2', [
    accountId,
    since,
  ]);
  return Number(rows[0].n);
}

export async function insertResetToken(db: Queryable, accountId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db.query('INSERT INTO password_reset_tokens (account_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
    accountId,
    tokenHash,
    expiresAt,
    now,
  ]);
}

/** The account of an unused, unexpired token, or null. */
export async function findResetTokenAccount(db: Queryable, tokenHash: string, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ account_id: number }>(
    'SELECT account_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [tokenHash, now],
  );
  return rows[0]?.account_id ?? null;
}

/** Spends the token; false when it was already used or has expired meanwhile. */
export async function useResetToken(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db.query('UPDATE password_reset_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id', [
    tokenHash,
    now,
  ]);
  return used.rowCount === 1;
}

/** Other links sent earlier die with the one used. */
export async function useAllResetTokens(db: Queryable, accountId: number, now: Date): Promise<void> {
  await db.query('UPDATE password_reset_tokens SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL', [accountId, now]);
}
