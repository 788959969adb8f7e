import { api, type ApiQuery } from 'shared';
import type { SaleDetailResponse, SaleHistoryResponse } from './types';

/**
 * branch: only the head branch may name another branch of its purchaser; from/to: 'YYYY/MM/DD',
 * the server defaults to the 31 days up to today.
 */
type SaleHistoryArgs = ApiQuery<'/users/sale', 'get'>;
type SaleDetailArgs = ApiQuery<'/users/sale/detail', 'get'>;

const clean = <T extends object>(params: T) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

// A purchase or cancel in remote-buyer-web invalidates 'Sale', so the history refreshes.
const saleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSaleHistory: build.query<SaleHistoryResponse, SaleHistoryArgs>({
      query: (params) => ({ url: '/users/sale', params: clean(params) }),
      providesTags: ['Sale'],
    }),
    getSaleDetail: build.query<SaleDetailResponse, SaleDetailArgs>({
      query: (params) => ({ url: '/users/sale/detail', params: clean(params) }),
      providesTags: ['Sale'],
    }),
  }),
});

export const { useGetSaleHistoryQuery, useGetSaleDetailQuery } = saleApi;
