/**
 * Every Japanese text of spec §2, §5 and §8 that more than one package shows, written once.
 * Packages keep their own screen texts in their own messages.ts; these are the shared ones.
 */
export const messages = {
  // §8 error catalogue
  timeout: 'タイムアウトしました。時間をおいて再度お試しください',
  noErrorFromSystem: 'システムからエラーが返却されていません',
  unknownError: '不明なエラーが発生しました',

  // §2 modals
  sessionTimeout: 'セッションがタイムアウトしました。再度ログインしてください。',
  changePasswordNow: '今回変更する',
  changePasswordLater: '次回変更する',
  confirmCancel: 'キャンセル',
  confirmOk: 'OK',

  // §5 validation
  chooseFile: 'ファイルを選択して下さい',
  busy: '読み込み中です',
  noData: 'データが存在しません',
  confirmDelete: '本当に削除しますか？',
  enterQuantityAndPrice: '口数と単価を入力してください',
  noProductSelected: '商品が選択されていません',
  chooseCategory: 'カテゴリーを選択して下さい',
  enterTitle: 'タイトルを入力して下さい',
  enterBody: '内容を入力して下さい',
  confirmSendMail: 'メールを送信しますか？',
  confirmUpdateMail: 'メールを更新しますか？',
  newCategory: '新規カテゴリー追加',
  editBulkMail: '一斉メール編集',

  // §8 success and failure toasts
  imageSaved: '画像を保存しました',
  imageSaveFailed: '画像の保存に失敗しました',
  imageDeleted: '画像の削除に成功しました。',
  imageDeleteFailed: '画像の削除に失敗しました。',
  fileMissing: 'ファイルが存在しません。',
  fileDeleted: 'ファイルを削除しました',
  newsUpdated: 'お知らせを更新しました。',
  linkUpdated: 'リンクを更新しました。',
  suspendFlagUpdated: '休止フラグを更新しました。',
  importantFlagUpdated: '重要フラグを更新しました。',
  mailSent: 'メールを送信しました',
  categoryCreated: 'カテゴリーを作成しました',
  negotiationSent: '商談要件が送信されました。',

  // §4 item display and statuses
  soldOut: '完売',
  suspended: '休止',
  /** Beside a 休止 switch that is on, and on a suspended row until the list reloads. */
  suspendedNow: '休止中',
  /** On the success toast of a flag switch: sets the flag back. */
  undo: '元に戻す',
  important: '重要',

  // States of the UI kit (the spec leaves these open; wording chosen for buyers and staff)
  loading: '読み込み中…',
  empty: 'データが存在しません',
  noMatch: '該当なし',
  notFound: 'ページが見つかりません',
  notFoundLead: 'アドレスが間違っているか、ページが移動または削除された可能性があります。',
  backToHome: 'トップへ戻る',
  loadFailed: 'データの取得に失敗しました',
  retry: '再読み込み',
  comingSoon: '準備中',
  totalCount: (total: string) => `全${total}件`,
  perPage: '表示件数',

  // Photo slots and the photo dialog (products, receivings)
  photoSave: '保存',
  photoDelete: '削除',
  photoCancel: 'キャンセル',
  photoDrop: 'ここに画像をドロップ、またはクリックして選択',
  photoDropActive: 'ここにドロップしてください',
  photoNone: '画像なし',
  photoChosen: (name: string) => `選択中: ${name}`,
  photoAlt: (label: string) => `${label}の画像`,

  // Formatting (format/)
  weekdays: ['日', '月', '火', '水', '木', '金', '土'],
  yen: (amount: string) => `${amount}円`,
  /** Joins short facts on one line: 赤 ・ 2L ・ JA. */
  listSeparator: ' ・ ',

  // The admin list pattern (AdminListPage)
  search: '検索',
  includeSuspended: '休止中も表示',
  create: '新規',
  edit: '編集',
  delete: '削除',
  actions: '操作',
  exportCsv: 'CSV出力',
  deleteTitle: '削除',
} as const;
