/** Every Japanese text remote-admin-news-mail shows (shared texts come from shared's messages). */
export const adminNewsMailMessages = {
  newsTitle: 'お知らせ管理',
  webNewsTitle: 'Webニュース',
  categoryTitle: 'カテゴリー',
  bulkMailTitle: '一斉メール',
  columns: { date: '日付', category: 'カテゴリー', title: 'タイトル', flags: '状態' },
} as const;
