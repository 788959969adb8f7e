import { api, type AdminSale, type ListQuery, type Paginated } from 'shared';

export const salesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSales: build.query<Paginated<AdminSale>, ListQuery>({
      query: (params) => ({ url: '/admins/sale', params }),
      providesTags: ['AdminSale'],
    }),
  }),
});

export const { useGetAdminSalesQuery } = salesApi;
