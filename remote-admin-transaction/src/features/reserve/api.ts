import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

export const reserveApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminReserves: build.query<ApiAnswer<'/admins/reserve', 'get'>, ApiQuery<'/admins/reserve', 'get'>>({
      query: (params) => ({ url: '/admins/reserve', params }),
      providesTags: ['AdminReserve'],
    }),
    fulfilReserve: build.mutation<
      ApiAnswer<'/admins/reserve/fulfil/{YOYAKU_NO}', 'post'>,
      ApiBody<'/admins/reserve/fulfil/{YOYAKU_NO}', 'post'> & { YOYAKU_NO: number }
    >({
      query: ({ YOYAKU_NO, ...body }) => ({ url: `/admins/reserve/fulfil/${YOYAKU_NO}`, method: 'POST', body }),
      invalidatesTags: ['AdminReserve', 'AdminSale', 'AdminReceiving'],
    }),
    cancelReserve: build.mutation<unknown, number>({
      query: (yoyakuNo) => ({ url: `/admins/reserve/delete/${yoyakuNo}`, method: 'DELETE' }),
      invalidatesTags: ['AdminReserve'],
    }),
  }),
});
