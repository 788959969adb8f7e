import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/types';
import { deleteLogsBefore, logRetentionDays } from './log-repository';

const DAY_MS = 86_400_000;
/** Kept this long when the parameter is not set. */
export const DEFAULT_RETENTION_DAYS = 365;
/** How often a running server prunes the logs. */
const PRUNE_EVERY_MS = 6 * 3_600_000;

/**
 * Access and system logs are kept for LOG_RETENTION_DAYS (a system parameter administrators
 * set; 365 days when unset) and then deleted, so the tables do not grow without limit.
 * A parameter that is not a positive number deletes nothing.
 */
export async function pruneLogs(db: Queryable, now: Date): Promise<{ access: number; system: number } | null> {
  const days = await logRetentionDays(db, DEFAULT_RETENTION_DAYS);
  if (days === null) return null;
  return deleteLogsBefore(db, new Date(now.getTime() - days * DAY_MS));
}

/** Prunes once the server is ready and every 6 hours after (the timer never keeps the process alive). */
export function installLogRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  const run = () => void pruneLogs(app.db, app.clock.now()).catch((err) => app.log.warn({ err }, 'log retention: pruning failed'));
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
