import { api, type Paginated } from 'shared';
import type { News, NewsListItem } from './types';

export interface NewsListArgs {
  page?: number;
  per?: number;
}

/**
 * The lists that show 未読. Opening a news marks it read on the server, so the news page
 * invalidates this tag (not the whole News type, which would refetch the open news itself).
 */
export const NEWS_LIST_TAG = { type: 'News' as const, id: 'LIST' };

export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNews: build.query<Paginated<NewsListItem>, NewsListArgs>({
      query: (params) => ({ url: '/users/news', params }),
      providesTags: [NEWS_LIST_TAG],
    }),
    // The same name and query as the shell's important-news page (shell/src/api/news-api.ts):
    // RTK Query keys its cache by endpoint and argument, so a news the shell has just fetched
    // (and the server has marked read) shows here without a second request. Whichever remote
    // injects first defines it; the definitions are kept identical for that reason.
    getUserNewsById: build.query<News, number>({
      query: (id) => `/users/news/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'News', id }],
    }),
  }),
});

export const { useGetNewsQuery, useGetUserNewsByIdQuery } = newsApi;
