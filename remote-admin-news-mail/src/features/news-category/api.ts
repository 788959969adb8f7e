import { api, type ApiAnswer, type ApiBody, type ApiQuery, type ApiRow } from 'shared';

export type NewsCategory = ApiRow<'/admins/news_category'>;

export const newsCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsCategories: build.query<ApiAnswer<'/admins/news_category', 'get'>, ApiQuery<'/admins/news_category', 'get'>>({
      query: (params) => ({ url: '/admins/news_category', params }),
      providesTags: ['NewsCategory'],
    }),
    createNewsCategory: build.mutation<NewsCategory, ApiBody<'/admins/news_category', 'post'>>({
      query: (body) => ({ url: '/admins/news_category', method: 'POST', body }),
      invalidatesTags: ['NewsCategory'],
    }),
    updateNewsCategory: build.mutation<NewsCategory, ApiBody<'/admins/news_category/{id}', 'put'> & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/admins/news_category/${id}`, method: 'PUT', body }),
      invalidatesTags: ['NewsCategory', 'AdminNews'],
    }),
    deleteNewsCategory: build.mutation<unknown, number>({
      query: (id) => ({ url: `/admins/news_category/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: ['NewsCategory'],
    }),
  }),
});
