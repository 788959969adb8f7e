import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

export type AdminSalePage = ApiAnswer<'/admins/sale', 'get'>;
export type SaleCreateBody = ApiBody<'/admins/sale', 'post'>;
export type SaleUpdateBody = ApiBody<'/admins/sale/{SALE_ID}', 'put'>;

/** A sale moves stock: the receiving list and the negotiations' remaining refetch too. */
const MOVES_STOCK = ['AdminSale', 'AdminReceiving', 'AdminNegotiation'] as const;

export const salesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSales: build.query<AdminSalePage, ApiQuery<'/admins/sale', 'get'>>({
      query: (params) => ({ url: '/admins/sale', params }),
      providesTags: ['AdminSale'],
    }),
    recordSale: build.mutation<ApiAnswer<'/admins/sale', 'post'>, SaleCreateBody>({
      query: (body) => ({ url: '/admins/sale', method: 'POST', body }),
      invalidatesTags: [...MOVES_STOCK],
    }),
    correctSale: build.mutation<ApiAnswer<'/admins/sale/{SALE_ID}', 'put'>, SaleUpdateBody & { SALE_ID: number }>({
      query: ({ SALE_ID, ...body }) => ({ url: `/admins/sale/${SALE_ID}`, method: 'PUT', body }),
      invalidatesTags: [...MOVES_STOCK],
    }),
    deleteSale: build.mutation<unknown, number>({
      query: (saleId) => ({ url: `/admins/sale/delete/${saleId}`, method: 'DELETE' }),
      invalidatesTags: [...MOVES_STOCK],
    }),
  }),
});
