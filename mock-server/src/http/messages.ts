/** Japanese messages of the server's HTTP layer (what a user reads in the error toast). */
export const httpMessages = {
  badRequest: '入力内容に誤りがあります。',
  unauthorized: 'ログインしてください。',
  sessionExpired: 'セッションがタイムアウトしました。再度ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  buyNotPermitted: 'Web購入の権限がありません。',
  notFound: '指定されたページまたはデータが存在しません。',
  conflict: '他の操作と競合しました。画面を更新してから再度お試しください。',
  tooLarge: '送信されたデータが大きすぎます。',
  unsupportedMedia: '送信されたデータの形式に対応していません。',
  tooManyRequests: 'リクエストが多すぎます。時間をおいて再度お試しください。',
  internal: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
} as const;
