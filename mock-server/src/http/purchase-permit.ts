import { httpMessages } from '../areas/system/messages';
import { ApiError } from './api-error';

/**
 * Whether a branch may buy on the web (spec §2/§6: BUY_PERMIT_FLG, and not suspended): the one
 * rule the auth hook applies to the caller of a purchase route, and a purchase request's approval
 * to the requesting branch and the head branch at decision time.
 */
export function purchaseRefusal(branch: { buyPermit: boolean; suspended?: boolean }): ApiError | null {
  if (branch.buyPermit && !branch.suspended) return null;
  return new ApiError(403, httpMessages.buyNotPermitted, { code: 'buy_not_permitted', field: 'BUY_PERMIT_FLG' });
}
