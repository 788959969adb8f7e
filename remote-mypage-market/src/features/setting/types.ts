/** GET /users/setting and POST /users/setting (spec §3 "Settings branch"). */
export interface SettingBranch {
  branch_number: string;
  branch_name: string;
  sell_margin_rate: number;
  purchase_approval: boolean;
}
