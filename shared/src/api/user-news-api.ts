import type { UserNews } from '../types/news';
import { api } from './base-api';

/**
 * GET /users/news/{id}, defined once for the shell's important-news page and
 * remote-mypage-market's /news/{id}: both read one cache entry, so a news the shell fetched
 * (and the server marked read) shows in the remote without a second request.
 */
export const userNewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserNewsById: build.query<UserNews, number>({
      query: (id) => `/users/news/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'News', id }],
    }),
  }),
});

export const { useGetUserNewsByIdQuery } = userNewsApi;
