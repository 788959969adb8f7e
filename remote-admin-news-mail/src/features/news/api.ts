import { api, type ApiAnswer, type ApiBody, type ApiQuery, type ApiRow } from 'shared';

export type AdminNewsPage = ApiAnswer<'/admins/news', 'get'>;
export type AdminNews = ApiRow<'/admins/news'>;
export type NewsCreateBody = ApiBody<'/admins/news', 'post'>;
export type NewsUpdateBody = ApiBody<'/admins/news/{id}', 'put'>;
export type NewsSaved = ApiAnswer<'/admins/news', 'post'>;

export const adminNewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminNews: build.query<AdminNewsPage, ApiQuery<'/admins/news', 'get'>>({
      query: (params) => ({ url: '/admins/news', params }),
      providesTags: ['AdminNews'],
    }),
    /** The category choices of the news form (every category not suspended). */
    getNewsCategoryChoices: build.query<ApiAnswer<'/admins/news_category', 'get'>, void>({
      query: () => ({ url: '/admins/news_category', params: { per: 10_000_000, page: 1 } }),
      providesTags: ['NewsCategory'],
    }),
    createNews: build.mutation<NewsSaved, NewsCreateBody>({
      query: (body) => ({ url: '/admins/news', method: 'POST', body }),
      invalidatesTags: ['AdminNews', 'News'],
    }),
    updateNews: build.mutation<NewsSaved, NewsUpdateBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/admins/news/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminNews', 'News'],
    }),
    deleteNews: build.mutation<unknown, number>({
      query: (id) => ({ url: `/admins/news/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminNews', 'News'],
    }),
    deleteNewsFile: build.mutation<unknown, number>({
      query: (id) => ({ url: `/admins/news/file/delete/${id}`, method: 'DELETE' }),
      extraOptions: { silent: [404] },
      invalidatesTags: ['AdminNews', 'News'],
    }),
  }),
});
