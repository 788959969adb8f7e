import { api, type ApiQuery } from 'shared';
import type { NewsPage } from './types';

/**
 * The lists that show 未読. Opening a news marks it read on the server, so the news page
 * invalidates this tag (not the whole News type, which would refetch the open news itself).
 */
export const NEWS_LIST_TAG = { type: 'News' as const, id: 'LIST' };

export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNews: build.query<NewsPage, ApiQuery<'/users/news', 'get'>>({
      query: (params) => ({ url: '/users/news', params }),
      providesTags: [NEWS_LIST_TAG],
    }),
  }),
});

export const { useGetNewsQuery } = newsApi;

// The news itself (GET /users/news/{id}) is shared's endpoint, one cache entry with the shell's
// important-news page.
export { useGetUserNewsByIdQuery } from 'shared';
