import { api, type ApiAnswer, type ApiBody, type ApiQuery, type ApiRow } from 'shared';

export type WebNews = ApiRow<'/admins/news_web'>;
export type WebNewsBody = ApiBody<'/admins/news_web', 'post'>;

export const webNewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebNews: build.query<ApiAnswer<'/admins/news_web', 'get'>, ApiQuery<'/admins/news_web', 'get'>>({
      query: (params) => ({ url: '/admins/news_web', params }),
      providesTags: ['WebNews'],
    }),
    createWebNews: build.mutation<WebNews, WebNewsBody>({
      query: (body) => ({ url: '/admins/news_web', method: 'POST', body }),
      invalidatesTags: ['WebNews'],
    }),
    updateWebNews: build.mutation<WebNews, ApiBody<'/admins/news_web/{id}', 'put'> & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/admins/news_web/${id}`, method: 'PUT', body }),
      invalidatesTags: ['WebNews'],
    }),
    deleteWebNews: build.mutation<unknown, number>({
      query: (id) => ({ url: `/admins/news_web/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: ['WebNews'],
    }),
  }),
});
