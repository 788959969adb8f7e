import { api, type ApiAnswer, type ApiBody } from 'shared';
import type { NegotiationRequest } from '../../buyer-types';
import type { BuyerNegotiationRow } from './types';

export const negotiationApi = api.injectEndpoints({
  endpoints: (builder) => ({
    sendWebNegotiation: builder.mutation<ApiAnswer<'/users/web/negotiation', 'post'>, NegotiationRequest>({
      query: (body) => ({ url: '/users/web/negotiation', method: 'POST', body }),
      invalidatesTags: ['Negotiation', 'AdminNegotiation'],
    }),
    /** Answer a 再商談: agree to the counter price (成立) or ask another (商談中). */
    answerNegotiation: builder.mutation<ApiAnswer<'/users/negotiation/answer', 'post'>, ApiBody<'/users/negotiation/answer', 'post'>>({
      query: (body) => ({ url: '/users/negotiation/answer', method: 'POST', body }),
      invalidatesTags: ['Negotiation', 'AdminNegotiation'],
    }),
    /** Buy a 成立 once at its agreed price and packages. */
    buyNegotiated: builder.mutation<ApiAnswer<'/users/negotiation/buy', 'post'>, ApiBody<'/users/negotiation/buy', 'post'> & { idempotencyKey: string }>({
      query: ({ negotiation_no, idempotencyKey }) => ({ url: '/users/negotiation/buy', method: 'POST', body: { negotiation_no }, idempotencyKey }),
      invalidatesTags: ['Negotiation', { type: 'WebItem', id: 'LIST' }, 'Cancellable', 'Sale', 'Purchase'],
    }),
    /** `open: true` lists only 商談中 and 再商談 (the side panel). */
    getBuyerNegotiations: builder.query<BuyerNegotiationRow[], { open?: boolean } | void>({
      query: (args) => (args && args.open ? '/users/negotiation?open=1' : '/users/negotiation'),
      providesTags: ['Negotiation'],
    }),
  }),
});

export const { useSendWebNegotiationMutation, useGetBuyerNegotiationsQuery, useAnswerNegotiationMutation, useBuyNegotiatedMutation } = negotiationApi;
