import type { Queryable } from '../../../db/types';
import { hashPassword, needsRehash } from '../../../passwords/password-hash';

/**
 * After a successful sign-in, replaces a stored hash weaker than today's argon2id setting
 * (scrypt from before argon2id, or a lower cost) with a fresh one of the same password. The
 * password itself is unchanged, so password_changed_at stays; the compare-and-set leaves a
 * password changed meanwhile alone.
 */
export async function upgradeHashIfNeeded(db: Queryable, accountId: number, plain: string, stored: string): Promise<boolean> {
  if (!needsRehash(stored)) return false;
  const fresh = await hashPassword(plain);
  const { rowCount } = await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [accountId, fresh, stored]);
  return rowCount > 0;
}
