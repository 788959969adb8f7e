/**
 * GET /users/news/{id}: the news the important-news page shows (the server marks it read).
 * remote-mypage-market's /news/{id} injects the same endpoint under the same name, so both
 * read one cache entry: a news the shell fetched is shown there without a second request.
 */
import { api, type News } from 'shared';

export const shellNewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserNewsById: build.query<News, number>({
      query: (id) => `/users/news/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'News', id }],
    }),
  }),
});

export const { useGetUserNewsByIdQuery } = shellNewsApi;
