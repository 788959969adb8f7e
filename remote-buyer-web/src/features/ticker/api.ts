import { api, type WebNews } from 'shared';

/** One ticker line as GET /users/web/news answers it. */
export type TickerNews = WebNews;

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
