import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { errorResponses, typed } from '../../../http/contract';
import { ApiError } from '../../../http/api-error';
import { currentUser } from '../../auth/auth-hook';
import { authMessages } from '../../auth/messages';
import { familyIsAlive } from '../../auth/session/session-repository';
import { issueStreamTicket, STREAM_TICKET_TTL_MS } from '../../auth/session/stream-tickets';
import { bearerToken, hashToken } from '../../auth/tokens';
import type { BuyerWebDeps } from '../context';
import { StreamQuery, TicketAnswer, TicketBody } from './live-stock-schemas';

const STREAM_PATH = '/users/web/stream';
/** A comment line this often keeps proxies from closing an idle stream; the session is re-checked then too. */
const HEARTBEAT_MS = 15_000;

/**
 * GET /users/web/stream: live stock as server-sent events. EventSource cannot send headers, so
 * the client first asks POST /users/web/stream/ticket (bearer token) for a single-use ticket
 * valid 30 s and opens `?ticket=…` (a bearer header works too): a session token never
 * travels in a URL. Each change is `event: stock` with data
 * `{"id":…,"remaining_quantity":…,"hasu":…}`; the first line is the comment `: connected`.
 * A stream belongs to its sign-in: sign-out, a detected token reuse or a suspension close it
 * (at once in this process, at the next heartbeat elsewhere). Streams are capped per account
 * and in total (429 beyond).
 */
export function streamRoute(app: FastifyInstance, deps: BuyerWebDeps): void {
  const open = new Set<ServerResponse>();
  // Hijacked responses are outside Fastify's bookkeeping: end them so close() does not wait.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
  });
  // Changes may have been missed (the database connection was lost): end the streams, so each
  // client reconnects (a new ticket) and reloads its listing, then follows the stream again.
  const leaveGaps = deps.liveStock.onGap(() => {
    for (const res of [...open]) res.end();
  });
  app.addHook('onClose', async () => leaveGaps());
  const api = typed(app);

  api.post(
    `${STREAM_PATH}/ticket`,
    {
      schema: {
        tags: ['buyer-web'],
        summary: 'A single-use ticket (30 s) that opens the live-stock stream: GET /users/web/stream?ticket=…',
        security: [{ bearer: [] }],
        body: TicketBody,
        response: { 200: TicketAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new ApiError(401, authMessages.noToken, { code: 'no_token', field: 'Authorization' });
      const ticket = await issueStreamTicket(deps.db, hashToken(token), deps.clock.now());
      return { ticket, expires_in: STREAM_TICKET_TTL_MS / 1000 };
    },
  );

  api.get(
    STREAM_PATH,
    {
      config: { ticketInQuery: true },
      schema: {
        tags: ['buyer-web'],
        summary: 'Live stock (text/event-stream); opened with ?ticket= from POST /users/web/stream/ticket (EventSource sends no headers)',
        querystring: StreamQuery,
        response: errorResponses(401, 403, 429),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const res = reply.raw;
      let unsubscribe: (() => void) | null = null;
      let heartbeat: NodeJS.Timeout | null = null;
      let unregister: (() => void) | null = null;
      const stop = () => {
        if (heartbeat) clearInterval(heartbeat);
        heartbeat = null;
        unsubscribe?.();
        unsubscribe = null;
        unregister?.();
        unregister = null;
        open.delete(res);
      };
      unregister = app.openStreams.add({ accountId: user.accountId, familyId: user.familyId, close: () => res.end() });
      if (!unregister) throw new ApiError(429, authMessages.tooManyStreams, { code: 'too_many_streams', field: 'stream' });
      try {
        // Subscribe before answering, so a change right after `: connected` is never missed.
        unsubscribe = await deps.liveStock.subscribe((change) => {
          if ('kind' in change) {
            // A purchase request (issue 25): only the purchaser's own branches hear of it.
            const { request_id, branch_id, status } = change;
            if (change.baisan_cd === user.baisanCd) res.write(`event: request\ndata: ${JSON.stringify({ request_id, branch_id, status })}\n\n`);
            return;
          }
          res.write(`event: stock\ndata: ${JSON.stringify(change)}\n\n`);
        });
      } catch (err) {
        stop();
        throw err;
      }
      reply.hijack();
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 2000\n: connected\n\n');
      open.add(res);
      heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
      // Every heartbeat also asks whether the sign-in is still alive (signed out elsewhere, suspended).
      const beat = async () => {
        const now = deps.clock.now();
        const alive = await familyIsAlive(deps.db, user.familyId, now, new Date(now.getTime() - app.config.session.idleMs)).catch(() => true);
        if (!alive) return res.end();
        res.write(': heartbeat\n\n');
      };
      // The response's close (client gone, or ended here), not the request's: a GET's request
      // stream can report 'close' as soon as its empty body is read.
      res.on('close', stop);
      res.on('finish', stop);
    },
  );
}
