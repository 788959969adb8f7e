import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { errors } from '../../../http/schemas';
import type { BuyerWebDeps } from '../context';
import { streamQuery } from '../schemas';

const STREAM_PATH = '/users/web/stream';
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/**
 * GET /users/web/stream: live stock as server-sent events. EventSource cannot send headers, so
 * this one route takes the session token as `?token=` (a bearer header works too): the auth
 * hook checks it like a header, BUY_PERMIT_FLG included (config.tokenInQuery). The access log
 * never records query strings. Each change is `event: stock` with data
 * `{"id":…,"remaining_quantity":…,"hasu":…}`; the first line is the comment `: connected`.
 */
export function streamRoute(app: FastifyInstance, deps: BuyerWebDeps): void {
  const open = new Set<ServerResponse>();
  // Hijacked responses are outside Fastify's bookkeeping: end them so close() does not wait.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
  });

  app.get(
    STREAM_PATH,
    {
      config: { tokenInQuery: true },
      schema: {
        tags: ['buyer-web'],
        summary: 'Live stock (text/event-stream); token in ?token= because EventSource sends no headers',
        querystring: streamQuery,
        response: errors(401, 403),
      },
    },
    async (request, reply) => {
      const res = reply.raw;
      let unsubscribe: (() => void) | null = null;
      let heartbeat: NodeJS.Timeout | null = null;
      const stop = () => {
        if (heartbeat) clearInterval(heartbeat);
        unsubscribe?.();
        unsubscribe = null;
        open.delete(res);
      };
      // Subscribe before answering, so a change right after `: connected` is never missed.
      unsubscribe = await deps.liveStock.subscribe((change) => {
        res.write(`event: stock\ndata: ${JSON.stringify(change)}\n\n`);
      });
      reply.hijack();
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 2000\n: connected\n\n');
      open.add(res);
      heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      request.raw.on('close', stop);
      res.on('close', stop);
    },
  );
}
