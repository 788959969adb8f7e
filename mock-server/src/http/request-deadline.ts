import type { FastifyInstance } from 'fastify';
import { hasBody } from './request-body';

/**
 * A request whose body has not fully arrived `ms` after it started is cut (its socket closed).
 * Node's own requestTimeout (set too) proved unreliable with hundreds of stalled bodies at
 * once; this timer per request is not. Requests without a body are left to headersTimeout.
 */
export function installRequestDeadline(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (!hasBody(raw) || raw.complete) return;
    const timer = setTimeout(() => {
      if (!raw.complete) raw.socket?.destroy();
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
  });
}
