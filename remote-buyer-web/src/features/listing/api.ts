import { api, type Paginated } from 'shared';
import { streamStockIntoListing } from '../../live-stock/stream-stock';
import type { WebItem } from '../../web-item/types';
import { toDetailQuery, type ListingParams } from './listing-params';
import type { WebFilterOptions } from './types';

export const listingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /users/web: filter lists, notice and the web hours. */
    getWebFilters: builder.query<WebFilterOptions, void>({
      query: () => '/users/web',
      providesTags: ['WebFilter'],
    }),
    /** GET /users/web/detail: one page of lots; live stock keeps its numbers current. */
    getWebItems: builder.query<Paginated<WebItem>, ListingParams>({
      query: (params) => `/users/web/detail?${toDetailQuery(params)}`,
      providesTags: (page) => [{ type: 'WebItem' as const, id: 'LIST' }, ...(page?.datas ?? []).map((item) => ({ type: 'WebItem' as const, id: item.id }))],
      onCacheEntryAdded: streamStockIntoListing,
    }),
  }),
});

export const { useGetWebFiltersQuery, useGetWebItemsQuery } = listingApi;
