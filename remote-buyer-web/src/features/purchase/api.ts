import { api } from 'shared';
import type { PurchaseItem, TransactionAnswer } from '../../buyer-types';
import type { PurchaseDoneRow } from './types';

export interface OrderArgs {
  items: PurchaseItem[];
  /** The same key for a retry of the same action (see common/idempotency-key.ts). */
  idempotencyKey: string;
}

export const purchaseApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** POST /users/web/buy: all lines or none. A 409 (no longer fits) is shown by the dialog itself. */
    buyWebItems: builder.mutation<TransactionAnswer, OrderArgs>({
      query: ({ items, idempotencyKey }) => ({ url: '/users/web/buy', method: 'POST', body: { items }, idempotencyKey }),
      extraOptions: { silent: [409] },
      invalidatesTags: [{ type: 'WebItem', id: 'LIST' }, 'Cancellable', 'Sale', 'Purchase'],
    }),
    /** POST /users/web/next-order: reservations for the next sale. */
    orderNextWebItems: builder.mutation<TransactionAnswer, OrderArgs>({
      query: ({ items, idempotencyKey }) => ({ url: '/users/web/next-order', method: 'POST', body: { items }, idempotencyKey }),
      extraOptions: { silent: [409] },
      invalidatesTags: ['NextReservation'],
    }),
    getBuyDone: builder.query<PurchaseDoneRow[], string>({
      query: (transactionUUID) => `/users/web/buy/done?transactionUUID=${encodeURIComponent(transactionUUID)}`,
      providesTags: ['Purchase'],
    }),
    getNextOrderDone: builder.query<PurchaseDoneRow[], string>({
      query: (transactionUUID) => `/users/web/next-order/done?transactionUUID=${encodeURIComponent(transactionUUID)}`,
      providesTags: ['NextReservation'],
    }),
  }),
});

export const { useBuyWebItemsMutation, useOrderNextWebItemsMutation, useGetBuyDoneQuery, useGetNextOrderDoneQuery } = purchaseApi;
