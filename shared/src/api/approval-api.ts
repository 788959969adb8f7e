import type { BranchPurchaseRequestRow } from '../types/buyer';
import type { Paginated } from '../types/pagination';
import { api } from './base-api';

/**
 * GET /users/approval, defined once for the shell's header badge and
 * remote-buyer-web's approval page: both read the same cache entry, and every change of a
 * request (the market stream's `purchase_request` event, a decision) reloads it through the
 * 'PurchaseRequest' tag.
 */
export const approvalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovalRequests: build.query<Paginated<BranchPurchaseRequestRow>, { pending: boolean }>({
      query: ({ pending }) => `/users/approval?per=50${pending ? '&pending=1' : ''}`,
      providesTags: ['PurchaseRequest'],
    }),
  }),
});

export const { useGetApprovalRequestsQuery } = approvalApi;
