import { api, type ApiQuery } from 'shared';
import type { MyPage } from './types';

/** month: 'YYYY-MM'; the current month in Japan when left out. */
type MyPageArgs = ApiQuery<'/users/mypage', 'get'>;

const myPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPage: build.query<MyPage, MyPageArgs | void>({
      query: (args) => ({ url: '/users/mypage', params: args?.month ? { month: args.month } : undefined }),
      // News edits by the market, and reading a news (its 未読 mark), refresh the page's news list.
      providesTags: ['MyPage', { type: 'News', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyPageQuery } = myPageApi;
