import { api, type ApiQuery } from 'shared';
import type { MarketDetailResponse, MarketStatsResponse } from './types';

/** sale_date: 'YYYY/MM/DD'; the latest day with sales when left out. */
type MarketStatsArgs = ApiQuery<'/users/market', 'get'>;
type MarketDetailArgs = ApiQuery<'/users/market/detail', 'get'>;

const clean = <T extends object>(params: T) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

// The figures are computed from sale lines, so they provide 'Sale' as well as 'Market': a
// purchase or cancel in remote-buyer-web (which invalidates 'Sale') refreshes them too.
const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketStats: build.query<MarketStatsResponse, MarketStatsArgs>({
      query: (params) => ({ url: '/users/market', params: clean(params) }),
      providesTags: ['Market', 'Sale'],
    }),
    getMarketDetail: build.query<MarketDetailResponse, MarketDetailArgs>({
      query: (params) => ({ url: '/users/market/detail', params: clean(params) }),
      // The panel says 指定された品目の相場はありません itself for an unknown item_cd.
      extraOptions: { silent: [404] },
      providesTags: ['Market', 'Sale'],
    }),
  }),
});

export const { useGetMarketStatsQuery, useGetMarketDetailQuery } = marketApi;
