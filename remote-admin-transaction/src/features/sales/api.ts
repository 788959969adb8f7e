import { api, type ApiAnswer, type ApiQuery } from 'shared';

type AdminSalePage = ApiAnswer<'/admins/sale', 'get'>;

export const salesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSales: build.query<AdminSalePage, ApiQuery<'/admins/sale', 'get'>>({
      query: (params) => ({ url: '/admins/sale', params }),
      providesTags: ['AdminSale'],
    }),
  }),
});
