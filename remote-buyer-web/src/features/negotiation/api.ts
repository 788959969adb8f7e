import { api, type NegotiationRequest } from 'shared';
import type { BuyerNegotiationRow } from './types';

export const negotiationApi = api.injectEndpoints({
  endpoints: (builder) => ({
    sendWebNegotiation: builder.mutation<{ negotiation_no: number; status: string }, NegotiationRequest>({
      query: (body) => ({ url: '/users/web/negotiation', method: 'POST', body }),
      invalidatesTags: ['Negotiation', 'AdminNegotiation'],
    }),
    /** `open: true` lists only 商談中 and 再商談 (the side panel). */
    getBuyerNegotiations: builder.query<BuyerNegotiationRow[], { open?: boolean } | void>({
      query: (args) => (args && args.open ? '/users/negotiation?open=1' : '/users/negotiation'),
      providesTags: ['Negotiation'],
    }),
  }),
});

export const { useSendWebNegotiationMutation, useGetBuyerNegotiationsQuery } = negotiationApi;
