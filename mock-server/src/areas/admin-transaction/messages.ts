/** Every Japanese sentence the admin transaction endpoints answer with (receiving, sales, reservations, negotiations). */
export const adminTransactionMessages = {
  saleDeleted: '売買を削除しました。',
  receivingDeleted: '荷受を削除しました。',
  reservationCancelled: '予約を取り消しました。',
  outOfStock: '在庫が不足しています。在庫数をご確認ください。',
  hasuOutOfStock: '端数の在庫が不足しています。在庫数をご確認ください。',
  receivingNotFound: '荷受が見つかりません。',
  receivingHasSales: '売買明細があるため、この荷受は削除できません。',
  receivingStockBelowRemaining: 'Web残数は在庫数以下で入力してください。',
  bundleDuplicate: 'まとめ単価の口数が重複しています。',
  recommendedPriceRequired: 'おすすめ単価を入力してください。',
  saleNotFound: '売買が見つかりません。',
  saleNotDeletable: 'この売買は確定済みのため削除できません。',
  saleNeedsQuantity: '口数または端数を入力してください。',
  branchNotFound: '買参人(枝番)が見つかりません。',
  negotiationNotFound: '商談が見つかりません。',
  negotiationClosed: 'この商談はすでに終了しています。',
  negotiationNeedsQuantity: '成立には口数を1以上で入力してください。',
  reservationNotFound: '予約が見つかりません。',
  reservationClosed: 'この予約はすでに処理済みです。',
  reservationWrongProduct: '予約と異なる商品の荷受は引き当てできません。',
  importReady: (count: number) => `${count}件を取り込めます。`,
  importDone: (count: number) => `${count}件の荷受を取り込みました。`,
  importEmpty: 'CSVにデータ行がありません。',
  importHeader: (missing: string) => `CSVの見出しに必要な列がありません: ${missing}`,
  importHasErrors: (count: number) => `CSVに${count}件のエラーがあるため、取り込みませんでした。`,
  importUnreadable: 'CSVを読み取れませんでした。UTF-8またはShift_JISのCSVを指定してください。',
  lineRequired: (field: string) => `${field}を入力してください。`,
  lineNumber: (field: string) => `${field}は0以上の整数で入力してください。`,
  lineDate: (field: string) => `${field}はYYYY-MM-DDまたはYYYY/MM/DDで入力してください。`,
  lineUnknownShipper: (code: string) => `出荷者コード${code}は登録されていません。`,
  lineUnknownProduct: (code: string) => `商品コード${code}は登録されていません。`,
  lineDuplicate: '同じ荷受伝票番号・荷受番号の行がCSV内にあります。',
  lineExists: 'この荷受伝票番号・荷受番号はすでに登録されています。',
  // Notifications to the branch: the bell's sentences.
  negotiationAnsweredNotice: (product: string, status: string) =>
    status === '成立'
      ? `${product}の商談が成立しました。`
      : status === '再商談'
        ? `${product}の商談に市場から再商談の価格が届きました。`
        : `${product}の商談は不成立になりました。`,
  reservationFulfilledNotice: (product: string, saleDate: string) => `${product}の次回注文（販売日${saleDate}）が確定しました。`,
  reservationCancelledNotice: (product: string, saleDate: string) => `${product}の次回注文（販売日${saleDate}）を市場が取り消しました。`,
  saleCorrectedNotice: (product: string, saleDate: string) => `${product}のご購入（販売日${saleDate}）を市場が訂正しました。`,
  saleCancelledNotice: (product: string, saleDate: string) => `${product}のご購入（販売日${saleDate}）を市場が取り消しました。`,
  // A favourite (shipper, variety or product) was listed or priced.
  favoriteLotNotice: (change: 'listed' | 'priced', product: string, shipper: string) =>
    change === 'listed' ? `お気に入りの${product}（${shipper}）が出品されました。` : `お気に入りの${product}（${shipper}）の価格が更新されました。`,
  favoriteLotsNotice: (change: 'listed' | 'priced', count: number) =>
    change === 'listed' ? `お気に入りの商品が${count}件出品されました。` : `お気に入りの商品${count}件の価格が更新されました。`,
  lineStockOverReceived: 'STOCK_SUは口数として入数×口数の範囲内で入力してください。',
} as const;
