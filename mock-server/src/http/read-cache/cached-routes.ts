/**
 * The buyer reads answered from memory: my page, market, history, news list, next
 * reservations. Registered route patterns; every one is static, so a raw path equal to one of
 * them is routed to it. The listing, its filters and the ticker are not here: they come from the
 * listing shared by every buyer (areas/buyer-web/snapshot/), which is current on every
 * process for every answer.
 *
 * Whose answer each gives: 'account', the caller's own (its news read marks, its branch's
 * sales); 'market', one for every signed-in caller (the market statistics take no caller), so
 * the branches opening the market page at once share one answer.
 */
export type CacheScope = 'account' | 'market';

export const CACHED_ROUTES: ReadonlyMap<string, CacheScope> = new Map(
  (
    [
      ['/users/next-reservation', 'account'],
      ['/users/mypage', 'account'],
      ['/users/market', 'market'],
      ['/users/market/detail', 'market'],
      ['/users/sale', 'account'],
      ['/users/sale/detail', 'account'],
      ['/users/news', 'account'],
    ] as const
  ).map(([route, scope]) => [`/api/v1${route}`, scope]),
);

/** One answer per raw URL (query string included, exactly as received), per account where the route's answer is the caller's own. */
export const cacheKey = (scope: CacheScope, accountId: number, rawUrl: string) => (scope === 'market' ? `market|${rawUrl}` : `${accountId}|${rawUrl}`);
