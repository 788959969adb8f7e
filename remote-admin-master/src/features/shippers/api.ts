import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

export const shippersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippers: build.query<ApiAnswer<'/admins/shipper', 'get'>, ApiQuery<'/admins/shipper', 'get'>>({
      query: (params) => ({ url: '/admins/shipper', params }),
      providesTags: ['Shipper'],
    }),
    createShipper: build.mutation<unknown, ApiBody<'/admins/shipper', 'post'>>({
      query: (body) => ({ url: '/admins/shipper', method: 'POST', body }),
      invalidatesTags: ['Shipper'],
    }),
    updateShipper: build.mutation<unknown, ApiBody<'/admins/shipper/{SHUKKASHA_CD}', 'put'> & { code: string }>({
      query: ({ code, ...body }) => ({ url: `/admins/shipper/${encodeURIComponent(code)}`, method: 'PUT', body }),
      invalidatesTags: ['Shipper', 'WebItem'],
    }),
    deleteShipper: build.mutation<unknown, string>({
      query: (code) => ({ url: `/admins/shipper/delete/${encodeURIComponent(code)}`, method: 'DELETE' }),
      invalidatesTags: ['Shipper'],
    }),
  }),
});
