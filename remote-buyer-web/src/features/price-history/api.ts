import { api, type ApiAnswer } from 'shared';

export type PriceHistory = ApiAnswer<'/users/market/history', 'get'>;
export type HistoryDay = PriceHistory['product'][number];

export const priceHistoryApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /users/market/history: the lot's product, variety, item and shipper per sale day, and the branch's last price. */
    getPriceHistory: builder.query<PriceHistory, { id: number; days: number }>({
      query: ({ id, days }) => `/users/market/history?id=${id}&days=${days}`,
      providesTags: ['Market'],
    }),
  }),
});

export const { useGetPriceHistoryQuery } = priceHistoryApi;
