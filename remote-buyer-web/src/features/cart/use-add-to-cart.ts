import { useCallback } from 'react';
import { serverMessageOf } from 'shared';
import type { PurchaseItem } from '../../buyer-types';
import { messages } from '../../messages';
import { useGetWebCartQuery, usePutWebCartMutation, withLine } from './api';

/**
 * For the listing's 「カートに入れる」: the lot's line in the cart, and putting a
 * quantity in (the whole cart is sent, the lot's line replaced or added). Resolves to the
 * server's refusal, or null once the cart holds it.
 */
export function useAddToCart(id: number) {
  const cart = useGetWebCartQuery();
  const [put] = usePutWebCartMutation();
  const line = cart.data?.items.find((l) => l.id === id) ?? null;
  const addToCart = useCallback(
    async (next: PurchaseItem): Promise<string | null> => {
      const result = await put(withLine(cart.data, next));
      return 'error' in result && result.error ? (serverMessageOf(result.error) ?? messages.cart.failed) : null;
    },
    [put, cart.data],
  );
  return { inCart: line ? { KUCHI_SU: line.KUCHI_SU, HA_SU: line.HA_SU } : null, addToCart };
}
