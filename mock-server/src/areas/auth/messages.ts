/** The auth area's Japanese texts: sign-in, sessions and passwords. */
export const authMessages = {
  badCredentials: 'ログインIDまたはパスワードが正しくありません。',
  throttled: 'ログインに連続して失敗したため、一時的にログインできません。しばらく時間をおいて再度お試しください。',
  noToken: 'ログインしてください。',
  sessionExpired: 'セッションがタイムアウトしました。再度ログインしてください。',
  adminOnly: 'この操作は管理者のみ行えます。',
  buyNotPermitted: 'Web購入の権限がありません。',
  passwordChangeRequired: '初回ログインのため、パスワードを変更してください。',
  changeOnlyOnFirstLogin: 'パスワードの変更は初回ログイン時のみ行えます。パスワード再設定をご利用ください。',
  passwordUnchanged: '現在と同じパスワードは使用できません。',
  currentPasswordRequired: '現在のパスワードを入力してください。',
  currentPasswordWrong: '現在のパスワードが正しくありません。',
  passwordChangeThrottled: '現在のパスワードの入力に連続して失敗したため、一時的にパスワードを変更できません。しばらく時間をおいて再度お試しください。',
  passwordChanged: 'パスワードを変更しました。',
  passwordPromptSnoozed: 'パスワード変更のお知らせを延期しました。',
  signedOut: 'ログアウトしました。',
  resetMailSent: 'パスワード再設定用のメールを送信しました。メールが届かない場合は、登録されているメールアドレスをご確認ください。',
  resetTokenInvalid: 'このリンクは無効か、有効期限が切れています。もう一度パスワード再設定を行ってください。',
  tokenMismatch: 'セッション情報が一致しません。再度ログインしてください。',
  signInBusy: 'ただいまログインが混み合っています。しばらくしてから再度お試しください。',
  tooManyStreams: '同時に開ける在庫の自動更新の数を超えました。他の画面を閉じてから再度お試しください。',
  streamTicketInvalid: '在庫の自動更新を開始できませんでした。画面を再読み込みしてください。',
  resetMailSubject: '【花き市場 Web販売システム】パスワード再設定のご案内',
} as const;

/** The system log lines of the auth area (spec: admin screen "Logs"). */
export const authLogTexts = {
  signedIn: 'ログイン',
  signedOut: 'ログアウト',
  tokenReused: 'トークンの再利用を検知したためセッションを終了',
  passwordChanged: 'パスワード変更',
  passwordPromptSnoozed: 'パスワード変更を延期',
  resetMailSent: 'パスワード再設定メール送信',
  passwordReset: 'パスワード再設定',
} as const;

export function resetMailText(loginId: string, link: string, minutes: number): string {
  return [
    'いつも花き市場 Web販売システムをご利用いただきありがとうございます。',
    '',
    `ログインID「${loginId}」のパスワード再設定のお申し込みを受け付けました。`,
    `下記のリンクから${minutes}分以内に新しいパスワードを設定してください。`,
    '',
    link,
    '',
    'このリンクは一度だけ使用できます。',
    'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
  ].join('\n');
}
