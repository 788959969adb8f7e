import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../http/current-user';
import { ApiError } from '../../http/api-error';
import { buyerWebMessages as msg } from './messages';
import type { Buyer } from './deps';

/** The branch that buys: an administrator without a branch has nothing to buy with. */
export function buyerOf(request: FastifyRequest): Buyer {
  const user = currentUser(request);
  if (user.branchId === null) throw new ApiError(403, msg.needsBranch, { code: 'needs_branch', field: 'account' });
  return { accountId: user.accountId, branchId: user.branchId };
}

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
}
