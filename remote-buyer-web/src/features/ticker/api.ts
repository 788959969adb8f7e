import { api, type WebNews } from 'shared';

export type TickerNews = Pick<WebNews, 'id' | 'DATE' | 'START_DATE' | 'END_DATE' | 'TITLE' | 'PRINT_ORDER'>;

export const tickerApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /users/web/news: current, not suspended, in PRINT_ORDER (the server filters and orders). */
    getWebTicker: builder.query<TickerNews[], void>({
      query: () => '/users/web/news',
      providesTags: ['WebNews'],
    }),
  }),
});

export const { useGetWebTickerQuery } = tickerApi;
