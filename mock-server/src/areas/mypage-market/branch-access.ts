import { ApiError } from '../../http/api-error';
import { mypageMarketMessages } from './messages';

/** The caller's purchaser and branch, as the auth hook resolved them. */
export interface BranchCaller {
  baisanCd: string | null;
  baisanEda: string | null;
  branchId: number | null;
}

export const HEAD_BRANCH = '001';

export function ownBranch(caller: BranchCaller): { baisanCd: string; eda: string } {
  if (caller.branchId === null || caller.baisanCd === null || caller.baisanEda === null) {
    throw new ApiError(403, mypageMarketMessages.needsBranch, { code: 'needs_branch', field: 'account' });
  }
  return { baisanCd: caller.baisanCd, eda: caller.baisanEda };
}

export function requireHeadBranch(caller: BranchCaller): { baisanCd: string; eda: string } {
  const own = ownBranch(caller);
  if (own.eda !== HEAD_BRANCH) throw new ApiError(403, mypageMarketMessages.headBranchOnly, { code: 'head_branch_only', field: 'branch' });
  return own;
}

/**
 * Which branch's history the caller may read: its own always; another branch of its own
 * purchaser only from the head branch (403 otherwise). Whether the branch exists is checked
 * against the purchaser's branches by the caller of this function (404).
 */
export function historyBranch(caller: BranchCaller, requested: string | undefined): { baisanCd: string; eda: string } {
  const own = ownBranch(caller);
  if (requested === undefined || requested === own.eda) return own;
  if (own.eda !== HEAD_BRANCH) throw new ApiError(403, mypageMarketMessages.otherBranch, { code: 'other_branch', field: 'branch' });
  return { baisanCd: own.baisanCd, eda: requested };
}
