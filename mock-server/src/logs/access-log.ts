import type { FastifyInstance } from 'fastify';
import { insertAccessLog } from './log-repository';
import { pathOnly } from './log-redaction';

/**
 * One access_logs row per API call once it has been answered: who ('-' when not signed in)
 * and 'METHOD /path status'. The query string is left out: it can carry tokens or search
 * text that does not belong in a log.
 */
export function installAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = pathOnly(request.url);
    if (!path.startsWith('/api/')) return;
    const operator = request.user?.loginId ?? '-';
    const line = `${request.method} ${path} ${reply.statusCode}`;
    try {
      await insertAccessLog(app.db, operator, line, app.clock.now());
    } catch (err) {
      // The answer is already sent; a failed log line must not turn into an error.
      request.log.error({ err }, 'access log write failed');
    }
  });
}
