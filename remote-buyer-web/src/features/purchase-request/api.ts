import { api, type BranchPurchaseRequestRow, type Paginated, type PurchaseRequestRow, type TransactionAnswer } from 'shared';
import { streamRequestEvents } from '../../live-stock/stream-stock';

/** Purchase requests (issue 25): the branch's own, and the head branch's approval of its branches'. */
export const purchaseRequestApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getWebPurchaseRequests: builder.query<Paginated<PurchaseRequestRow>, void>({
      query: () => '/users/web/requests?per=50',
      providesTags: ['PurchaseRequest'],
      // The live stream's `event: request` reloads it (a decision shows at once).
      onCacheEntryAdded: streamRequestEvents,
    }),
    getApprovalRequests: builder.query<Paginated<BranchPurchaseRequestRow>, { pending: boolean }>({
      query: ({ pending }) => `/users/approval?per=50${pending ? '&pending=1' : ''}`,
      providesTags: ['PurchaseRequest'],
      onCacheEntryAdded: streamRequestEvents,
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

export const { useGetWebPurchaseRequestsQuery, useGetApprovalRequestsQuery, useApprovePurchaseRequestMutation, useRejectPurchaseRequestMutation } =
  purchaseRequestApi;
