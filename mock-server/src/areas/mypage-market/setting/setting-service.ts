import type { AreaDeps } from '../../../http/area-deps';
import { ApiError } from '../../../http/api-error';
import { listSettingsBranches, updateSettingsBranch } from './setting-repository';
import { HEAD_BRANCH, requireHeadBranch, type BranchCaller } from '../branch-access';
import { mypageMarketMessages } from '../messages';
import type { SettingsChange } from './setting-schemas';

export async function branchSettings(deps: AreaDeps, caller: BranchCaller) {
  const { baisanCd } = requireHeadBranch(caller);
  return { branches: await listSettingsBranches(deps.db, baisanCd) };
}

/** Rules the schema cannot word in Japanese: the range, two decimals, no branch twice, no approval of the head branch itself. */
export function validateSettings(changes: readonly SettingsChange[]): void {
  const seen = new Set<string>();
  changes.forEach((c, i) => {
    const field = `body.branches.${i}.sell_margin_rate`;
    if (!Number.isFinite(c.sell_margin_rate) || c.sell_margin_rate < 0 || c.sell_margin_rate > 100) {
      throw new ApiError(400, mypageMarketMessages.marginRange, { code: 'margin_range', field });
    }
    if (Math.round(c.sell_margin_rate * 100) !== Number((c.sell_margin_rate * 100).toFixed(6))) {
      throw new ApiError(400, mypageMarketMessages.marginDecimals, { code: 'margin_decimals', field });
    }
    if (c.branch_number === HEAD_BRANCH && c.purchase_approval) {
      throw new ApiError(400, mypageMarketMessages.headBranchApproval, { code: 'head_branch_approval', field: `body.branches.${i}.purchase_approval` });
    }
    if (seen.has(c.branch_number))
      throw new ApiError(400, mypageMarketMessages.duplicateBranch, { code: 'duplicate_branch', field: `body.branches.${i}.branch_number` });
    seen.add(c.branch_number);
  });
}

/** All changes apply together or none: a branch the purchaser does not have fails the whole save. */
export async function saveBranchSettings(deps: AreaDeps, caller: BranchCaller, changes: readonly SettingsChange[]) {
  const { baisanCd } = requireHeadBranch(caller);
  validateSettings(changes);
  await deps.db.transaction(async (tx) => {
    for (const c of changes) {
      const found = await updateSettingsBranch(tx, baisanCd, c.branch_number, c.sell_margin_rate, c.purchase_approval);
      if (!found) throw new ApiError(404, mypageMarketMessages.branchNotFound, { code: 'branch_not_found', field: 'branch_number' });
    }
  });
  return { branches: await listSettingsBranches(deps.db, baisanCd) };
}
