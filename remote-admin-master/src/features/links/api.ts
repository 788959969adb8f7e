import { api, type ApiAnswer, type ApiQuery } from 'shared';

type AdminLinkPage = ApiAnswer<'/admins/link', 'get'>;

export const linksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminLinks: build.query<AdminLinkPage, ApiQuery<'/admins/link', 'get'>>({
      query: (params) => ({ url: '/admins/link', params }),
      providesTags: ['Link'],
    }),
  }),
});
