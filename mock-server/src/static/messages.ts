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
