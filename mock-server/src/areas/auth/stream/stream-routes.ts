import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { errorResponses, typed } from '../../../http/contract';
import { ApiError } from '../../../http/api-error';
import { currentUser } from '../../../http/current-user';
import { authMessages } from '../messages';
import { familyIsAlive } from '../session/session-repository';
import { issueStreamTicket, STREAM_TICKET_TTL_MS } from '../session/stream-tickets';
import { bearerToken, hashToken } from '../tokens';
import { eventsAfter, lastEventId, oldestEventId } from '../../../events/market-event-repository';
import { marketEventFeed, receives, type MarketEvent } from '../../../events/market-events';
import type { AuthDeps } from '../deps';
import { StreamQuery, TicketAnswer, TicketBody } from './stream-schemas';

const STREAM_PATH = '/users/web/stream';
/** A client that missed more events than this reloads what it shows instead of replaying them. */
export const RESUME_LIMIT = 500;
/** A comment line this often keeps proxies from closing an idle stream; the session is re-checked then too. */
const HEARTBEAT_MS = 15_000;

/**
 * GET /users/web/stream: the market event stream of every signed-in user (it began
 * as live stock). EventSource cannot send headers, so the client first asks
 * POST /users/web/stream/ticket (bearer token) for a single-use ticket valid 30 s and opens
 * `?ticket=…` (a bearer header works too): a session token never travels in a URL.
 * - Buyers allowed to buy get `event: stock` per lot, data `{"id":…,"remaining_quantity":…,"hasu":…}`
 *   (no `id:` line: stock is not replayed; a reconnecting listing reloads).
 * - Everyone gets `event: market` with `id: <event id>` and the event (events/market-events.ts)
 *   for their audience only: every buyer's, their own branch's, or the administrators'.
 * - The first block is `: connected` with `id:` (the newest event id) and `event: ready`. With
 *   `?last_event_id=` (or `Last-Event-ID`) the events after it come first, then the live ones,
 *   none missed and none twice; a client more than RESUME_LIMIT events behind gets
 *   `event: reload` instead (it reloads what it shows).
 * A stream belongs to its sign-in: sign-out, a detected token reuse or a suspension close it
 * (at once in this process, at the next heartbeat elsewhere). Streams are capped per account
 * and in total (429 beyond).
 */
export function streamRoutes(app: FastifyInstance, deps: AuthDeps): void {
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
  const events = marketEventFeed(deps.db);
  void deps.db.changes.start().catch(() => undefined);
  app.addHook('onClose', async () => leaveGaps());
  const api = typed(app);

  api.post(
    `${STREAM_PATH}/ticket`,
    {
      schema: {
        tags: ['buyer-web'],
        summary: 'A single-use ticket (30 s) that opens the market event stream: GET /users/web/stream?ticket=…',
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
        summary:
          'Market events and live stock (text/event-stream) for every signed-in user; opened with ?ticket= from POST /users/web/stream/ticket (EventSource sends no headers), resumed after ?last_event_id=',
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
      let leaveEvents: (() => void) | null = null;
      const stop = () => {
        leaveEvents?.();
        leaveEvents = null;
        if (heartbeat) clearInterval(heartbeat);
        heartbeat = null;
        unsubscribe?.();
        unsubscribe = null;
        unregister?.();
        unregister = null;
        open.delete(res);
      };
      unregister = deps.openStreams.add({ accountId: user.accountId, familyId: user.familyId, close: () => res.end() });
      if (!unregister) throw new ApiError(429, authMessages.tooManyStreams, { code: 'too_many_streams', field: 'stream' });
      const viewer = { isAdmin: user.isAdmin, branchId: user.branchId };
      // Events heard while the backlog is read wait here, so none is missed or sent twice.
      let pending: MarketEvent[] | null = [];
      let sentUpTo = 0;
      const sendEvent = (event: MarketEvent) => {
        if (event.id <= sentUpTo) return;
        sentUpTo = event.id;
        const { audience: _audience, ...visible } = event;
        res.write(`id: ${event.id}\nevent: market\ndata: ${JSON.stringify(visible)}\n\n`);
      };
      try {
        // Subscribe before answering, so a change right after `: connected` is never missed.
        if (!user.isAdmin && user.buyPermit) {
          unsubscribe = await deps.liveStock.subscribe((change) => {
            res.write(`event: stock\ndata: ${JSON.stringify(change)}\n\n`);
          });
        }
        leaveEvents = events.subscribe(
          (event) => {
            if (!receives(viewer, event)) return;
            if (pending) pending.push(event);
            else sendEvent(event);
          },
          () => res.end(),
        );
      } catch (err) {
        stop();
        throw err;
      }
      const resumeFrom = request.query.last_event_id ?? headerEventId(request.headers['last-event-id']);
      let head: string;
      let backlog: MarketEvent[] = [];
      try {
        const newest = await lastEventId(deps.db);
        if (resumeFrom === null) {
          head = `id: ${newest}\nevent: ready\ndata: {}\n\n`;
        } else {
          backlog = resumeFrom > newest ? [] : await eventsAfter(deps.db, viewer, resumeFrom, RESUME_LIMIT + 1);
          const oldest = await oldestEventId(deps.db);
          const tooFar = resumeFrom > newest || backlog.length > RESUME_LIMIT || (oldest !== null && resumeFrom < oldest - 1);
          head = tooFar ? `id: ${newest}\nevent: reload\ndata: {}\n\n` : `event: ready\ndata: {}\n\n`;
          if (tooFar) {
            backlog = [];
            sentUpTo = newest;
          } else sentUpTo = resumeFrom;
        }
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
      res.write(`retry: 2000\n: connected\n${head}`);
      for (const event of backlog) sendEvent(event);
      const heard = pending;
      pending = null;
      for (const event of heard) sendEvent(event);
      open.add(res);
      heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
      // Every heartbeat also asks whether the sign-in is still alive (signed out elsewhere, suspended).
      const beat = async () => {
        const now = deps.clock.now();
        const alive = await familyIsAlive(deps.db, user.familyId, now, new Date(now.getTime() - deps.config.session.idleMs)).catch(() => true);
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

/** `Last-Event-ID` as a number, or null. */
function headerEventId(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,15}$/.test(text) ? Number(text) : null;
}
