/** The mypage-market area's Japanese texts: what its endpoints answer with (my page, market, history, news, settings). */
export const mypageMarketMessages = {
  badRange: '期間の指定が正しくありません。開始日は終了日以前、期間は1年以内で指定してください。',
  needsBranch: '買参人の枝番に紐づくアカウントでのみ利用できます。',
  otherBranch: '他の枝番の情報は本店（枝番001）のみ閲覧できます。',
  branchNotFound: '指定された枝番は存在しません。',
  headBranchOnly: '設定は本店（枝番001）のみ利用できます。',
  itemNotFound: '指定された品目は存在しません。',
  lotNotFound: '商品が見つかりません。',
  newsNotFound: '指定されたお知らせは存在しないか、掲載期間外です。',
  marginRange: '販売マージン率は0〜100の範囲で入力してください。',
  marginDecimals: '販売マージン率は小数点以下2桁までで入力してください。',
  duplicateBranch: '同じ枝番が重複しています。',
  headBranchApproval: '本店（枝番001）の購入には承認を設定できません。承認は本店が支店の購入依頼に対して行うものです。',
} as const;
