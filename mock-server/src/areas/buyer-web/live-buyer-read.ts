import { ApiError } from '../../http/api-error';
import type { LiveAnswer } from '../../http/live-edge';
import type { Buyer } from './deps';

/**
 * A buyer read of the /web page load, for the answer before Fastify (http/live-edge.ts): the
 * route's own service call. An account without a branch, or a call the service refuses, gets
 * null, and the route answers it with its own refusal.
 */
export function liveBuyerRead(read: (buyer: Buyer, query: Record<string, unknown>) => Promise<unknown>): LiveAnswer {
  return async (user, query) => {
    if (user.branchId === null) return null;
    try {
      return await read({ accountId: user.accountId, branchId: user.branchId }, query);
    } catch (err) {
      if (err instanceof ApiError) return null;
      throw err;
    }
  };
}
