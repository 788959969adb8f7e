import type { ServerResponse } from 'node:http';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { parse as parseQuery } from 'fast-querystring';
import type { CachedAuth } from '../areas/auth/auth-hook';
import type { AccessLog } from '../logs/access-log';
import type { AuthUser } from './current-user';
import type { EdgeHandler } from './edge-server';
import { hasBody } from './request-body';
import { headersBesideBody } from './sent-headers';
import { validatorCompiler } from './validator';

/**
 * A route's answer that can be given before Fastify routes the request, for `user` and the
 * validated query: JSON bytes, or the value the route's own 200 serializer turns into them; null
 * when only the route itself can answer (a refusal, say).
 */
export type LiveAnswer = (user: AuthUser, query: Record<string, unknown>) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer before Fastify, from memory shared by every caller (http/live-edge.ts). */
    liveAnswer?: LiveAnswer;
  }
}

interface LiveRoute {
  answer: LiveAnswer;
  /** The route's own querystring schema, compiled by the app's own validator. */
  validQuery: (query: unknown) => boolean;
  /** The header fields of the route's last identity 200 answer from Fastify; null until one went out. */
  headers: string[] | null;
  /** The route's own 200 serializer, taken from that answer. */
  serialize: ((value: { [key: string]: unknown }) => string) | null;
}

/**
 * Buyer reads of the /web page load answered from memory every buyer shares (the listing
 * snapshot) before Fastify routes them: Fastify's chain of hooks costs several times
 * such an answer. A GET without a body of a live route's exact path, with a session the session cache holds as
 * allowed on the route (the auth hook's own checks), a query the route's own schema passes (the
 * same parser and validator as Fastify's), and no compression asked for (Fastify compresses on
 * libuv's pool) is answered with the headers the route's last answer from Fastify went out
 * with (its body from the route's own serializer), and gets its access-log row. Anything else,
 * or a null answer, goes to Fastify.
 */
export function installLiveEdge(app: FastifyInstance, auth: CachedAuth, accessLog: AccessLog): EdgeHandler {
  const routes = new Map<string, LiveRoute>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const answer = route.config?.liveAnswer;
    if (!answer || route.method !== 'GET') return;
    const validQuery = validatorCompiler({ schema: route.schema?.querystring ?? {}, method: 'GET', url: route.url, httpPart: 'querystring' });
    routes.set(route.url, { answer, validQuery: (query) => validQuery(query) === true, headers: null, serialize: null });
  });
  app.addHook('onResponse', async (request, reply) => {
    const live = routes.get(request.routeOptions.url ?? '');
    if (!live || reply.statusCode !== 200 || reply.getHeader('content-encoding') !== undefined) return;
    live.serialize ??= reply.getSerializationFunction('200') ?? null;
    live.headers = headersBesideBody(reply.raw);
  });

  /** Sends the route's answer; 0 when it has none (Fastify answers then). */
  const answerWith = async (live: LiveRoute, user: AuthUser, query: Record<string, unknown>, url: string, res: ServerResponse): Promise<number> => {
    const answer = await live.answer(user, query);
    if (answer === null) return 0;
    const body = Buffer.isBuffer(answer) ? answer : Buffer.from(live.serialize!(answer as { [key: string]: unknown }));
    res.writeHead(200, [...live.headers!, 'content-length', String(body.length)]);
    res.end(body);
    accessLog.record(user.loginId, 'GET', url, 200);
    return 200;
  };

  // Synchronous until a live route is to be answered: every other request goes to Fastify at once.
  return (req, res) => {
    if (req.method !== 'GET' || routes.size === 0) return 0;
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const live = routes.get(path);
    if (!live?.headers || !live.serialize || hasBody(req) || asksCompression(req.headers['accept-encoding'])) return 0;
    const user = auth.userFor(req.headers.authorization, path);
    if (!user) return 0;
    const query = parseQuery(mark < 0 ? '' : url.slice(mark + 1)) as Record<string, unknown>;
    if (!live.validQuery(query)) return 0;
    return answerWith(live, user, query, url, res);
  };
}

/** Any Accept-Encoding but none or identity: @fastify/compress may compress the answer, so Fastify answers. */
const asksCompression = (accept: string | undefined) => accept !== undefined && !/^\s*(identity)?\s*$/i.test(accept);
