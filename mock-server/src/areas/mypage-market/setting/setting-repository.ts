import type { Queryable } from '../../../db/types';

/** Settings branch of spec §3, for the branches of one purchaser. */
export interface SettingsBranchRow {
  branch_number: string;
  branch_name: string;
  sell_margin_rate: number;
  purchase_approval: boolean;
}

export async function listSettingsBranches(db: Queryable, baisanCd: string): Promise<SettingsBranchRow[]> {
  const { rows } = await db.query<SettingsBranchRow>(
    `SELECT baisan_eda AS branch_number, baisan_eda_nm AS branch_name, sell_margin_rate, purchase_approval
       FROM branches WHERE baisan_cd = $1 ORDER BY baisan_eda`,
    [baisanCd],
  );
  return rows.map((r) => ({ ...r, sell_margin_rate: Number(r.sell_margin_rate) }));
}

/** Updates one branch of the purchaser; false when the purchaser has no such branch. */
export async function updateSettingsBranch(db: Queryable, baisanCd: string, eda: string, sellMarginRate: number, purchaseApproval: boolean): Promise<boolean> {
  const result = await db.query('UPDATE branches SET sell_margin_rate = $3, purchase_approval = $4 WHERE baisan_cd = $1 AND baisan_eda = $2', [
    baisanCd,
    eda,
    sellMarginRate,
    purchaseApproval,
  ]);
  return result.rowCount === 1;
}
