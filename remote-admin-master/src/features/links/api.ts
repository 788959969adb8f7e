import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

export type AdminLinkPage = ApiAnswer<'/admins/link', 'get'>;
type LinkUpdate = ApiBody<'/admins/link/{LINK_CD}', 'put'> & { LINK_CD: number };

export const linksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminLinks: build.query<AdminLinkPage, ApiQuery<'/admins/link', 'get'>>({
      query: (params) => ({ url: '/admins/link', params }),
      providesTags: ['Link'],
    }),
    createLink: build.mutation<ApiAnswer<'/admins/link', 'post'>, ApiBody<'/admins/link', 'post'>>({
      query: (body) => ({ url: '/admins/link', method: 'POST', body }),
      invalidatesTags: ['Link', 'MyPage'],
    }),
    updateLink: build.mutation<ApiAnswer<'/admins/link/{LINK_CD}', 'put'>, LinkUpdate>({
      query: (body) => ({ url: `/admins/link/${body.LINK_CD}`, method: 'PUT', body }),
      invalidatesTags: ['Link', 'MyPage'],
    }),
    deleteLink: build.mutation<unknown, number>({
      query: (code) => ({ url: `/admins/link/delete/${code}`, method: 'DELETE' }),
      invalidatesTags: ['Link', 'MyPage'],
    }),
  }),
});
