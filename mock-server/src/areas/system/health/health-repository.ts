import type { Queryable } from '../../../db/types';

/** Answers only when the database does. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
