/**
 * The system area's Japanese texts: the HTTP layer's error messages (what a user reads in the
 * error toast), the query-date messages every area shares, the server's own system log lines
 * and the page shown while the front end is not built.
 */

/** The HTTP layer's error messages. */
export const httpMessages = {
  badRequest: '入力内容に誤りがあります。',
  unauthorized: 'ログインしてください。',
  sessionExpired: 'セッションがタイムアウトしました。再度ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  buyNotPermitted: 'Web購入の権限がありません。',
  notFound: '指定されたページまたはデータが存在しません。',
  notFoundDetail: (method: string, path: string) => `${method} ${path} というAPIはありません。`,
  methodNotAllowed: 'この操作には対応していません。',
  methodNotAllowedDetail: (method: string, path: string, allowed: string) => `${path} は ${method} に対応していません（使用できるメソッド: ${allowed}）。`,
  conflict: '他の操作と競合しました。画面を更新してから再度お試しください。',
  /** The general sentence of a 409 whose detail says why. */
  refused: 'この操作は現在の状態では行えません。',
  tooLarge: '送信されたデータが大きすぎます。',
  unsupportedMedia: '送信されたデータの形式に対応していません。',
  unsupportedMediaDetail: (contentType: string) =>
    contentType
      ? `Content-Type「${contentType}」には対応していません。application/json で送信してください。`
      : 'Content-Type がありません。application/json で送信してください。',
  tooManyRequests: 'リクエストが多すぎます。時間をおいて再度お試しください。',
  internal: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
  databaseUnavailable: 'ただいまデータベースに接続できません。しばらくしてから再度お試しください。',
  badDate: '日付はYYYY/MM/DDの形式で入力してください。',
  badMonth: '年月はYYYY-MMの形式で入力してください。',
} as const;

/** The signed file URLs' answers (/files/…). */
export const fileMessages = {
  badKey: '指定されたファイルが不正です。',
  badSignature: 'このURLは無効です。',
  expired: 'このURLは有効期限が切れています。',
  notFound: 'ファイルが存在しません。',
  empty: 'ファイルを選択して下さい',
  tooLarge: 'ファイルのサイズが大きすぎます。20MB以下のファイルを選択してください。',
  wrongType: (accepts: string) => `このアップロード先に送れるファイルの種類は ${accepts} です。`,
  used: 'このアップロードURLは使用済みです。画面を更新してからもう一度お試しください。',
} as const;

/** Texts of the server's own pages. */
export const systemTexts = {
  apiTitle: '花き市場 Web販売システム API',
} as const;

/** System log lines the server itself writes (operator 'system'). */
export const systemLogTexts = {
  serverStarted: (dbKind: string) => `サーバー起動 (${dbKind})`,
  adminCreated: (loginId: string) => `管理者 ${loginId} を作成`,
} as const;

/** The page shown instead of the app while the front end has not been built yet. */
export const notBuiltPage = (folder: string) => `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>花き市場 Web販売システム</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto; line-height: 1.6">
<h1>画面がまだビルドされていません</h1>
<p><code>${folder}</code> がありません。リポジトリのルートで <code>npm run build</code>（または <code>npm start</code>）を実行してください。API は <a href="/api/docs">/api/docs</a> で利用できます。</p>
<h2 lang="en">The front end is not built yet</h2>
<p lang="en"><code>${folder}</code> is missing. Run <code>npm run build</code> (or <code>npm start</code>) at the repository root. The API is available; see <a href="/api/docs">/api/docs</a>.</p>
</body></html>
`;
