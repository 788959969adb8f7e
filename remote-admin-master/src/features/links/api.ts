import { api, type Link, type ListQuery, type Paginated } from 'shared';

export const linksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminLinks: build.query<Paginated<Link>, ListQuery>({
      query: (params) => ({ url: '/admins/link', params }),
      providesTags: ['Link'],
    }),
  }),
});

export const { useGetAdminLinksQuery } = linksApi;
