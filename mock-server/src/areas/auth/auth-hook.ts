import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { currentUser } from '../../http/current-user';
import { purchaseRefusal } from '../../http/purchase-permit';
import { authMessages } from './messages';
import { createOpenStreams } from './session/open-streams';
import { createSessionCache } from './session/session-cache';
import { authenticate, authenticateHash, cachedSessionUser, endReusedFamily, type SessionUser } from './session/session-service';
import { redeemStreamTicket } from './session/stream-tickets';
import { bearerToken, hashToken } from './tokens';

/** Routes a first-login account may still call: it must change its password before anything else. */
const FIRST_LOGIN_ALLOWED = new Set(['/api/v1/users/change-password', '/api/v1/users/signout', '/api/v1/users/refresh']);

/**
 * The web purchase pages (spec §2/§6: BUY_PERMIT_FLG) and the calls behind them: the listing
 * and buying under /users/web, and the follow-ups those pages show (cancellable purchases,
 * negotiations, next reservations).
 */
const WEB_PURCHASE = ['/api/v1/users/web', '/api/v1/users/cancellable', '/api/v1/users/negotiation', '/api/v1/users/next-reservation'];

/**
 * The market event stream lives under /users/web for history, but every signed-in
 * user opens it (administrators and buyers without BUY_PERMIT_FLG too): it is not a purchase page.
 */
const EVENT_STREAM = ['/api/v1/users/web/stream', '/api/v1/users/web/stream/ticket'];
const isPurchaseRoute = (url: string) => !EVENT_STREAM.includes(url) && WEB_PURCHASE.some((base) => isUnder(url, base));

const REFRESH_ROUTE = '/api/v1/users/refresh';

/** Enough for every signed-in branch of a market; beyond it the oldest entries go first. */
const SESSION_CACHE_ENTRIES = 20_000;

const isUnder = (url: string, base: string) => url === base || url.startsWith(`${base}/`);

/** The auth hook's decision without the database, for answers given before Fastify routes. */
export interface CachedAuth {
  /**
   * The caller of `Authorization: Bearer …` when its session is in the session cache, passes
   * every check and may call `routeUrl` (a registered route pattern); null when any of that is
   * not so: the hook then decides, with the database when needed, and answers refusals itself.
   */
  userFor(authorization: string | undefined, routeUrl: string): SessionUser | null;
}

/**
 * The one place that decides who may call what. Every route passes it; only routes declared
 * with `config: { public: true }` are open. Roles are decided on the route's registered
 * pattern, not the raw URL, so encodings such as `/api/v1/%61dmins` cannot slip past.
 */
export function installAuthHook(app: FastifyInstance): CachedAuth {
  app.decorateRequest('user', null);
  app.decorate('openStreams', createOpenStreams(app.config.streams));
  const sessions = createSessionCache(app.db.changes, { ttlMs: app.config.session.cacheMs, maxEntries: SESSION_CACHE_ENTRIES });
  app.addHook('onClose', async () => sessions.close());
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.user = null;
    if (request.is404 || request.routeOptions.config?.public) return;
    const now = app.clock.now();
    const token = bearerToken(request.headers.authorization);
    let user: SessionUser | null;
    if (token) {
      user = await authenticate(app.db, token, now, app.config.session, sessions);
    } else if (request.routeOptions.config?.ticketInQuery && queryTicket(request)) {
      const tokenHash = await redeemStreamTicket(app.db, queryTicket(request)!, now);
      user = tokenHash ? await authenticateHash(app.db, tokenHash, now, app.config.session, sessions) : null;
    } else {
      throw new ApiError(401, authMessages.noToken, { code: 'no_token', field: 'Authorization' });
    }
    if (!user) {
      // A refresh with a token refreshed longer ago than the grace period: someone else holds a copy.
      if (token && request.routeOptions.url === REFRESH_ROUTE) await endReusedFamily(app.db, token, now, app.openStreams);
      throw new ApiError(401, authMessages.sessionExpired, { code: 'session_expired', field: 'Authorization' });
    }
    request.user = user;
    authorize(request.routeOptions.url ?? '', user);
  });
  return {
    userFor(authorization, routeUrl) {
      const token = bearerToken(authorization);
      const user = token ? cachedSessionUser(hashToken(token), app.clock.now(), app.config.session, sessions) : null;
      return user && !refusal(routeUrl, user) ? user : null;
    },
  };
}

/** `?ticket=` of a stream URL (see stream-tickets.ts), when well-formed. */
function queryTicket(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.ticket;
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
}

export function authorize(routeUrl: string, user: SessionUser): void {
  const refused = refusal(routeUrl, user);
  if (refused) throw refused;
}

/** Why `user` may not call `routeUrl` (first login, administrators only, BUY_PERMIT_FLG), or null. */
function refusal(routeUrl: string, user: SessionUser): ApiError | null {
  if (user.isFirstLogin && !FIRST_LOGIN_ALLOWED.has(routeUrl)) {
    return new ApiError(403, authMessages.passwordChangeRequired, { code: 'password_change_required', field: 'account' });
  }
  if (isUnder(routeUrl, '/api/v1/admins') && !user.isAdmin) {
    return new ApiError(403, authMessages.adminOnly, { code: 'admin_only', field: 'account' });
  }
  return isPurchaseRoute(routeUrl) ? purchaseRefusal(user) : null;
}

/** Whether a signed-in caller can be refused (403) on this route: first login, administrators only or BUY_PERMIT_FLG. */
export const mayRefuseSignedIn = (routeUrl: string): boolean =>
  !FIRST_LOGIN_ALLOWED.has(routeUrl) || isUnder(routeUrl, '/api/v1/admins') || isPurchaseRoute(routeUrl);

/** The signed-in user of an auth route, with what the hook knows of the session (first login, expiry). */
export const sessionUserOf = (request: FastifyRequest): SessionUser => currentUser(request) as SessionUser;
