/** Every Japanese text the shell shows (the spec's shared texts come from shared's messages). */
export const shellMessages = {
  appName: '花き市場 Web販売システム',
  titleTemplate: (page: string) => `${page} | flower market web sales system`,

  // Sign-in and passwords
  signIn: 'ログイン',
  loginId: 'ログインID',
  password: 'パスワード',
  newPassword: '新しいパスワード',
  newPasswordAgain: '新しいパスワード（確認）',
  email: 'メールアドレス',
  signInFailed: 'ログインIDまたはパスワードが正しくありません。',
  forgotPassword: 'パスワードをお忘れの方',
  backToLogin: 'ログイン画面へ戻る',
  resetPasswordTitle: 'パスワード再設定',
  resetPasswordLead: '登録されているメールアドレスを入力してください。パスワード再設定用のメールをお送りします。',
  resetPasswordSend: '送信する',
  resetPasswordSent: 'パスワード再設定用のメールを送信しました。メールをご確認ください。',
  verifyTitle: '新しいパスワードの設定',
  verifyMissingToken: 'リンクが正しくありません。メールのリンクからもう一度開いてください。',
  verifyDone: 'パスワードを設定しました。新しいパスワードでログインしてください。',
  changePasswordTitle: 'パスワード変更',
  changePasswordLead: '初回ログインのため、パスワードを変更してください。',
  changePasswordSubmit: '変更する',
  changePasswordDone: 'パスワードを変更しました。',
  required: (field: string) => `${field}を入力してください`,
  passwordTooShort: 'パスワードは8文字以上で入力してください',
  passwordMismatch: 'パスワードが一致しません',
  invalidEmail: 'メールアドレスの形式が正しくありません',
  passwordSuggestionTitle: 'パスワード変更のお願い',
  passwordSuggestionText: 'パスワードの最終変更から3か月以上経過しています。\nパスワードを変更してください。',
  sessionTimeoutButton: 'ログイン画面へ',

  // Layout
  signOut: 'ログアウト',
  menu: 'メニュー',
  sidePanel: 'サイドパネル',
  adminBadge: '管理者',

  // Important news
  importantNewsTitle: '重要なお知らせ',
  importantNewsConfirm: '確認しました',
  importantNewsLoadFailed: 'お知らせを取得できませんでした。',

  // Remote areas
  remoteLoadFailed: 'この画面を読み込めませんでした。',
  remoteLoadFailedHint: '通信状況をご確認のうえ、再読み込みしてください。',
  remoteRetry: '再読み込み',
  remoteLoading: '読み込み中…',
  configLoadFailed: '設定を読み込めませんでした。ページを再読み込みしてください。',
  notFound: 'ページが見つかりません',
  backToHome: 'トップへ戻る',
} as const;
