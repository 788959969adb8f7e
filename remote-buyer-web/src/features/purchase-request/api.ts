import { api, type Paginated } from 'shared';
import type { PurchaseRequestRow, TransactionAnswer } from '../../buyer-types';

/** Purchase requests: the branch's own, and the head branch's decisions on its branches'. */
export const purchaseRequestApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getWebPurchaseRequests: builder.query<Paginated<PurchaseRequestRow>, void>({
      query: () => '/users/web/requests?per=50',
      // The market stream's purchase_request events invalidate it (a decision shows at once).
      providesTags: ['PurchaseRequest'],
    }),
    /** A 409 (expired, already decided) is shown on the page with the server's sentence. */
    approvePurchaseRequest: builder.mutation<TransactionAnswer, number>({
      query: (id) => ({ url: `/users/approval/${id}/approve`, method: 'POST', body: {} }),
      extraOptions: { silent: [404, 409] },
      invalidatesTags: ['PurchaseRequest'],
    }),
    rejectPurchaseRequest: builder.mutation<{ message: string }, { id: number; comment: string }>({
      query: ({ id, comment }) => ({ url: `/users/approval/${id}/reject`, method: 'POST', body: comment ? { comment } : {} }),
      extraOptions: { silent: [404, 409] },
      invalidatesTags: ['PurchaseRequest', { type: 'WebItem', id: 'LIST' }],
    }),
  }),
});

export const { useGetWebPurchaseRequestsQuery, useApprovePurchaseRequestMutation, useRejectPurchaseRequestMutation } = purchaseRequestApi;
/** Defined once in shared for the shell's header badge too; the market stream's purchase_request events reload it (PurchaseRequest tag). */
export { useGetApprovalRequestsQuery } from 'shared';
