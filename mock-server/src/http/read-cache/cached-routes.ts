/**
 * The buyer reads answered from memory per account (issue 13): my page, market, history, news
 * list, next reservations. Registered route patterns; every one is static, so a raw path equal
 * to one of them is routed to it. The listing, its filters and the ticker are not here: they
 * come from the listing shared by every buyer (areas/buyer-web/snapshot/, issue 19), which is
 * current on every process for every answer.
 */
export const CACHED_ROUTES: ReadonlySet<string> = new Set(
  ['/users/next-reservation', '/users/mypage', '/users/market', '/users/market/detail', '/users/sale', '/users/sale/detail', '/users/news'].map(
    (route) => `/api/v1${route}`,
  ),
);

/** One answer per account and raw URL (query string included, exactly as received). */
export const cacheKey = (accountId: number, rawUrl: string) => `${accountId}|${rawUrl}`;
