import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

export const itemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getItems: build.query<ApiAnswer<'/admins/item', 'get'>, ApiQuery<'/admins/item', 'get'>>({
      query: (params) => ({ url: '/admins/item', params }),
      providesTags: ['Item'],
    }),
    createItem: build.mutation<unknown, ApiBody<'/admins/item', 'post'>>({
      query: (body) => ({ url: '/admins/item', method: 'POST', body }),
      invalidatesTags: ['Item'],
    }),
    updateItem: build.mutation<unknown, ApiBody<'/admins/item/{ITEM_CD}', 'put'> & { code: string }>({
      query: ({ code, ...body }) => ({ url: `/admins/item/${encodeURIComponent(code)}`, method: 'PUT', body }),
      invalidatesTags: ['Item', 'AdminProduct'],
    }),
    deleteItem: build.mutation<unknown, string>({
      query: (code) => ({ url: `/admins/item/delete/${encodeURIComponent(code)}`, method: 'DELETE' }),
      invalidatesTags: ['Item'],
    }),
  }),
});
