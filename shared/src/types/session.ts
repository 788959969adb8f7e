/** The sign-in response of spec §3 "Session / sign-in response" (POST /users/signin). */
export interface SignInResponse {
  token: string;
  /** Password older than 3 months: offer the change prompt (今回変更する / 次回変更する). */
  requires_password_change: boolean;
  /** Branch number such as '001' (the head branch). Empty for an administrator without a branch. */
  branch_number: string;
  branch_name: string;
  baisan_cd: string;
  is_admin: boolean;
  is_first_login: boolean;
  /** INFORMATION_CD of the important news the user has not read yet. */
  news_ids: number[];
  BUY_PERMIT_FLG: boolean;
}

export interface RefreshResponse {
  token: string;
}
