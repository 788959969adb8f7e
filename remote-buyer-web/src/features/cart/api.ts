import { api } from 'shared';
import type { PurchaseItem, TransactionAnswer, WebCart } from '../../buyer-types';
import { streamStockIntoCart } from '../../live-stock/stream-stock';

/** The branch's cart: kept on the server, holds no stock until the purchase. */
export const cartApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getWebCart: builder.query<WebCart, void>({
      query: () => '/users/web/cart',
      // A lot repriced or re-listed (the stream's listing_changed), a reconnect or a purchase reloads it.
      providesTags: (cart) => ['Cart', { type: 'WebItem', id: 'LIST' }, ...(cart?.items ?? []).map((line) => ({ type: 'WebItem' as const, id: line.id }))],
      onCacheEntryAdded: streamStockIntoCart,
    }),
    /** PUT /users/web/cart: the whole cart. A 409 (a line no longer fits) is shown where it was asked. */
    putWebCart: builder.mutation<WebCart, PurchaseItem[]>({
      query: (items) => ({ url: '/users/web/cart', method: 'PUT', body: { items } }),
      extraOptions: { silent: [409] },
      async onQueryStarted(_items, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(cartApi.util.upsertQueryData('getWebCart', undefined, data));
      },
    }),
    /**
     * POST /users/web/buy with every line of the cart (all or nothing, one Idempotency-Key); the
     * server empties the lines it bought. A 409 names the line (`field` items[i]) and stays on the page.
     */
    /** 200 `{ transactionUUID }`, or 202 `{ request_id }` when the head branch must approve. */
    buyWebCart: builder.mutation<TransactionAnswer | { request_id: number }, { items: PurchaseItem[]; idempotencyKey: string }>({
      query: ({ items, idempotencyKey }) => ({ url: '/users/web/buy', method: 'POST', body: { items }, idempotencyKey }),
      extraOptions: { silent: [409] },
      invalidatesTags: ['Cart', { type: 'WebItem', id: 'LIST' }, 'Cancellable', 'Sale', 'Purchase', 'PurchaseRequest'],
    }),
    clearWebCart: builder.mutation<{ message: string }, void>({
      query: () => ({ url: '/users/web/cart', method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useGetWebCartQuery, usePutWebCartMutation, useClearWebCartMutation, useBuyWebCartMutation } = cartApi;

/** The cart's lines as PUT takes them, with `line` put in place of the lot's line (or added at the end). */
export function withLine(cart: WebCart | undefined, line: PurchaseItem): PurchaseItem[] {
  const lines = (cart?.items ?? []).map(({ id, KUCHI_SU, HA_SU }) => ({ id, KUCHI_SU, HA_SU }));
  const at = lines.findIndex((l) => l.id === line.id);
  if (at >= 0) lines[at] = line;
  else lines.push(line);
  return lines;
}

/** The line a refusal names (`field` items[2].KUCHI_SU → 2), if any. */
export function refusedLineOf(error: unknown): number | null {
  const field = (error as { data?: { field?: unknown } } | undefined)?.data?.field;
  const match = typeof field === 'string' ? /^items\[(\d+)\]/.exec(field) : null;
  return match ? Number(match[1]) : null;
}
