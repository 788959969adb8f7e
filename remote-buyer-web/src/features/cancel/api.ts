import { api } from 'shared';
import type { CancelRequest } from '../../buyer-types';
import type { CancelAnswer } from './types';

/** GET /users/cancellable lives in shared (the shell's cancel-window warning reads it too). */
export { useGetCancellablePurchasesQuery } from 'shared';

export const cancelApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** A 409 (window closed, already cancelled) is explained on the screen, not by a generic toast. */
    cancelWebPurchase: builder.mutation<CancelAnswer, CancelRequest & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/users/cancellable/cancel', method: 'POST', body, idempotencyKey }),
      extraOptions: { silent: [409] },
      invalidatesTags: ['Cancellable', { type: 'WebItem', id: 'LIST' }, 'Sale', 'Purchase'],
    }),
  }),
});

export const { useCancelWebPurchaseMutation } = cancelApi;
