import { api, type NegotiationRequest } from 'shared';
import type { BuyerNegotiationRow } from './types';

export const negotiationApi = api.injectEndpoints({
  endpoints: (builder) => ({
    sendWebNegotiation: builder.mutation<{ negotiation_no: number; status: string }, NegotiationRequest>({
      query: (body) => ({ url: '/users/web/negotiation', method: 'POST', body }),
      invalidatesTags: ['Negotiation', 'AdminNegotiation'],
    }),
    /** Answer a 再商談: agree to the counter price (成立) or ask another (商談中). */
    answerNegotiation: builder.mutation<{ negotiation_no: number; status: string }, { negotiation_no: number; accept: boolean; TANKA?: number }>({
      query: (body) => ({ url: '/users/negotiation/answer', method: 'POST', body }),
      invalidatesTags: ['Negotiation', 'AdminNegotiation'],
    }),
    /** Buy a 成立 once at its agreed price and packages. */
    buyNegotiated: builder.mutation<{ transactionUUID: string }, { negotiation_no: number; idempotencyKey: string }>({
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
