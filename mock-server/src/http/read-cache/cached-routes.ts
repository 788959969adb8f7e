/**
 * The buyer reads of market opening answered from memory (issue 13): listing, filters, ticker,
 * my page, market, history, news list, next reservations. Registered route patterns; every one
 * is static, so a raw path equal to one of them is routed to it.
 */
export const CACHED_ROUTES: ReadonlySet<string> = new Set(
  [
    '/users/web',
    '/users/web/detail',
    '/users/web/news',
    '/users/next-reservation',
    '/users/mypage',
    '/users/market',
    '/users/market/detail',
    '/users/sale',
    '/users/sale/detail',
    '/users/news',
  ].map((route) => `/api/v1${route}`),
);

/** One answer per account and raw URL (query string included, exactly as received). */
export const cacheKey = (accountId: number, rawUrl: string) => `${accountId}|${rawUrl}`;
