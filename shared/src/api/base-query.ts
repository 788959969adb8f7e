import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl, getRuntimeConfig, isMockTarget } from '../config/runtime-config';
import { API_TIMEOUT_MS } from '../constants';
import { newerStoredToken, withRefreshLock } from '../session/cross-tab';
import { tokenRefreshed, type SessionState } from '../session/session-slice';
import type { RefreshResponse } from '../types/session';
import { sessionTimedOut } from '../ui/ui-slice';
import { reportApiError } from './report-api-error';

/** What an endpoint's query may return: fetch args plus a key that makes a retry safe. */
export interface AppFetchArgs extends FetchArgs {
  /** Sent as the Idempotency-Key header (buy, next order, cancel). */
  idempotencyKey?: string;
  /** Like AppExtraOptions.silent, decided per call by the endpoint's query function. */
  silent?: boolean | number[];
}

/**
 * Per-endpoint options (`extraOptions` of an endpoint, or of a `builder.query`/`mutation`).
 * `silent: true` keeps the generic error toasts away when the caller shows its own message;
 * a list of statuses silences only those (e.g. [409] for a sold-out purchase). A 401 always
 * opens the session-failed modal either way.
 */
export interface AppExtraOptions {
  silent?: boolean | number[];
}

export type AppBaseQuery = BaseQueryFn<string | AppFetchArgs, unknown, FetchBaseQueryError, AppExtraOptions, FetchBaseQueryMeta>;

// Calls after which refreshing would be wrong: the refresh itself, and the ends of a session.
const NO_REFRESH_PATHS = ['/users/refresh', '/users/signin', '/users/signout'];

interface StateWithSession {
  session: SessionState;
}

export interface AppBaseQueryOptions {
  /** Defaults to the runtime config's API_TIMEOUT_MS, then the spec's 150000 ms. */
  timeoutMs?: number;
}

export function createAppBaseQuery(options: AppBaseQueryOptions = {}): AppBaseQuery {
  // One refresh at a time per store: parallel successes share it instead of rotating twice.
  const refreshing = new WeakMap<object, Promise<void>>();

  return async (args, api, extraOptions) => {
    const config = getRuntimeConfig();
    const token = (api.getState() as StateWithSession).session.token;
    const request: AppFetchArgs = typeof args === 'string' ? { url: args } : args;
    const { idempotencyKey, silent, ...fetchArgs } = request;

    const rawQuery = fetchBaseQuery({
      baseUrl: apiBaseUrl(config),
      timeout: options.timeoutMs ?? config.API_TIMEOUT_MS ?? API_TIMEOUT_MS,
      prepareHeaders: (headers) => {
        if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
        if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
        return headers;
      },
    });

    let result = await rawQuery(fetchArgs, api, {});
    // A read answered 503 (database away) is asked again after Retry-After, a few times.
    for (let retry = 0; isRead(fetchArgs) && result.error?.status === 503 && retry < READ_RETRIES_ON_503; retry++) {
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs(result.meta?.response)));
      result = await rawQuery(fetchArgs, api, {});
    }

    if (result.error) {
      // A 401 on a call that carried a token means the session is gone (spec §8): modal only.
      // Without a token (sign-in with a wrong password) it is an ordinary error answer.
      if (result.error.status === 401 && token) {
        // Only while that session is still the current one: a late answer after sign-out
        // (or to a call made with a since-rotated token) must not pop the modal up.
        if ((api.getState() as StateWithSession).session.token === token) api.dispatch(sessionTimedOut());
      } else if (!isSilenced(silent ?? extraOptions?.silent, result.error.status)) {
        reportApiError(result.error);
      }
      return result;
    }

    const path = fetchArgs.url.split('?')[0];
    if (token && !isMockTarget(config) && !NO_REFRESH_PATHS.includes(path)) {
      const key = api.dispatch as object;
      let pending = refreshing.get(key);
      if (!pending) {
        pending = refreshToken(rawQuery, api, token).finally(() => refreshing.delete(key));
        refreshing.set(key, pending);
      }
      await pending;
    }
    return result;
  };
}

/** Spec §4: each successful call refreshes the token (not in MOCK mode). */
async function refreshToken(rawQuery: ReturnType<typeof fetchBaseQuery>, api: Parameters<AppBaseQuery>[1], previous: string): Promise<void> {
  // One refresh per token across the tabs (session/cross-tab.ts): under the shared lock, take the
  // token another tab has already stored for this sign-in instead of refreshing again.
  await withRefreshLock(async () => {
    const session = (api.getState() as StateWithSession).session;
    if (session.token !== previous) return; // this tab has moved on already
    const newer = newerStoredToken(session);
    if (newer) {
      api.dispatch(tokenRefreshed(newer, previous));
      return;
    }
    const answer = await rawQuery({ url: '/users/refresh', method: 'POST', headers: { Authorization: `Bearer ${previous}` } }, api, {});
    const token = (answer.data as RefreshResponse | undefined)?.token;
    // The store saves it to localStorage at once, before the lock goes to the next tab.
    if (typeof token === 'string' && token !== '') api.dispatch(tokenRefreshed(token, previous));
  });
  // A failed refresh changes nothing: the answer the caller asked for still stands, and if
  // the session is really gone the next call's own 401 opens the session-failed modal.
}

/** Reads (GET) change nothing, so asking again is safe; writes are retried by the user, with their Idempotency-Key. */
const READ_RETRIES_ON_503 = 2;
const isRead = (args: FetchArgs) => (args.method ?? 'GET').toUpperCase() === 'GET';
function retryAfterMs(response: Response | undefined): number {
  const seconds = Number(response?.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 10) * 1000 : 1000;
}

function isSilenced(silent: AppExtraOptions['silent'], status: FetchBaseQueryError['status']): boolean {
  if (silent === true) return true;
  return Array.isArray(silent) && typeof status === 'number' && silent.includes(status);
}

/** The base query of the one api slice. */
export const appBaseQuery = createAppBaseQuery();
