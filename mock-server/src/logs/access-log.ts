import type { FastifyInstance } from 'fastify';

/**
 * One access_logs row per API call once it has been answered: who ('-' when not signed in)
 * and 'METHOD /path status'. The query string is left out: it can carry tokens or search
 * text that does not belong in a log.
 */
export function installAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/')) return;
    const operator = request.user?.loginId ?? '-';
    const line = `${request.method} ${path.slice(0, 500)} ${reply.statusCode}`;
    try {
      await app.db.query('INSERT INTO access_logs (operation_date, operator, operation_log) VALUES ($1, $2, $3)', [app.clock.now(), operator, line]);
    } catch (err) {
      // The answer is already sent; a failed log line must not turn into an error.
      request.log.error({ err }, 'access log write failed');
    }
  });
}
