import type { Cancellable } from '../types/buyer';
import { api } from './base-api';

/**
 * GET /users/cancellable, defined once for remote-buyer-web's cancel screens and the shell's
 * warning before a cancel window closes on another page: one cache entry for both.
 */
export const cancellableApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCancellablePurchases: build.query<Cancellable[], void>({
      query: () => '/users/cancellable',
      providesTags: ['Cancellable'],
    }),
  }),
});

export const { useGetCancellablePurchasesQuery } = cancellableApi;
