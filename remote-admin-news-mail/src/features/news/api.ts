import { api, type ListQuery, type News, type Paginated } from 'shared';

export const adminNewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminNews: build.query<Paginated<News>, ListQuery>({
      query: (params) => ({ url: '/admins/news', params }),
      providesTags: ['AdminNews'],
    }),
  }),
});

export const { useGetAdminNewsQuery } = adminNewsApi;
