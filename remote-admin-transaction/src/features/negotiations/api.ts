import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

export type NegotiationAnswerBody = ApiBody<'/admins/negotiations/{negotiation_no}', 'put'>;

export const negotiationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminNegotiations: build.query<ApiAnswer<'/admins/negotiations', 'get'>, ApiQuery<'/admins/negotiations', 'get'>>({
      query: (params) => ({ url: '/admins/negotiations', params }),
      providesTags: ['AdminNegotiation'],
    }),
    answerAdminNegotiation: build.mutation<ApiAnswer<'/admins/negotiations/{negotiation_no}', 'put'>, NegotiationAnswerBody & { negotiation_no: number }>({
      query: ({ negotiation_no, ...body }) => ({ url: `/admins/negotiations/${negotiation_no}`, method: 'PUT', body }),
      // 成立 is a sale and moves stock: the sales and receiving lists refetch too.
      invalidatesTags: ['AdminNegotiation', 'AdminSale', 'AdminReceiving'],
    }),
  }),
});
