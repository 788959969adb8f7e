import type { FastifyInstance } from 'fastify';
import { areaDeps } from '../../http/area-deps';
import { notificationsRoutes } from './notifications-routes';

/**
 * The notification centre of the shell's header: the market events addressed to the
 * signed-in user that carry a sentence, read/unread per account. Events are written by
 * events/market-events.ts (publishMarketEvent, mostly from the change feed's facts:
 * events/market-facts.ts) and streamed by GET /users/web/stream.
 */
export default async function notificationsArea(app: FastifyInstance): Promise<void> {
  const deps = areaDeps(app);
  notificationsRoutes(app, deps);
}
