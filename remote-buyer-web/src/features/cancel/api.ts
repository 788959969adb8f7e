import { api, type CancelRequest } from 'shared';
import type { CancelAnswer, CancellablePurchase } from './types';

export const cancelApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCancellablePurchases: builder.query<CancellablePurchase[], void>({
      query: () => '/users/cancellable',
      providesTags: ['Cancellable'],
    }),
    /** A 409 (window closed, already cancelled) is explained on the screen, not by a generic toast. */
    cancelWebPurchase: builder.mutation<CancelAnswer, CancelRequest & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/users/cancellable/cancel', method: 'POST', body, idempotencyKey }),
      extraOptions: { silent: [409] },
      invalidatesTags: ['Cancellable', { type: 'WebItem', id: 'LIST' }, 'Sale', 'Purchase'],
    }),
  }),
});

export const { useGetCancellablePurchasesQuery, useCancelWebPurchaseMutation } = cancelApi;
