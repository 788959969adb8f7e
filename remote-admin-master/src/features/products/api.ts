import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

export type AdminProductPage = ApiAnswer<'/admins/products', 'get'>;
export type AdminProductQuery = ApiQuery<'/admins/products', 'get'>;

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductPage, AdminProductQuery>({
      query: (params) => ({ url: '/admins/products', params }),
      providesTags: ['AdminProduct'],
    }),
    updateProduct: build.mutation<ApiAnswer<'/admins/products', 'put'>, ApiBody<'/admins/products', 'put'>>({
      query: (body) => ({ url: '/admins/products', method: 'PUT', body }),
      invalidatesTags: ['AdminProduct', 'WebItem'],
    }),
    suspendProducts: build.mutation<unknown, ApiBody<'/admins/products/suspensions', 'post'>>({
      query: (body) => ({ url: '/admins/products/suspensions', method: 'POST', body }),
      invalidatesTags: ['AdminProduct', 'WebItem'],
    }),
    deleteProducts: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: '/admins/products/delete', method: 'DELETE', body: { ids } }),
      invalidatesTags: ['AdminProduct'],
    }),
  }),
});
