import type { Queryable } from '../db/types';
import { insertSystemLog } from './log-repository';

/**
 * Writes one line of the system log (admin screen "Logs"): sign-in, sign-out, password
 * changes, server start, and whatever other areas record. `operator` is the login id, or
 * 'system' for the server itself. Pass `at` from the app's clock so tests can control it.
 */
export async function writeSystemLog(db: Queryable, operator: string, text: string, at: Date = new Date()): Promise<void> {
  await insertSystemLog(db, operator, text, at);
}
