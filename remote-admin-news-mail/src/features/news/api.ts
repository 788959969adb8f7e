import { api, type ApiAnswer, type ApiQuery } from 'shared';

type AdminNewsPage = ApiAnswer<'/admins/news', 'get'>;

export const adminNewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminNews: build.query<AdminNewsPage, ApiQuery<'/admins/news', 'get'>>({
      query: (params) => ({ url: '/admins/news', params }),
      providesTags: ['AdminNews'],
    }),
  }),
});
