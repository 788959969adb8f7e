/** Every Japanese text remote-admin-transaction shows (shared texts come from shared's messages). */
export const adminTransactionMessages = {
  saleTitle: '売買',
  reserveTitle: '予約',
  receivingTitle: '荷受',
  negotiationTitle: '商談',
  saleCsvFile: '売買.csv',
  columns: {
    saleDate: '売買日',
    kind: '区分',
    purchaser: '買参人',
    product: '商品',
    color: '色',
    shipper: '出荷者',
    kuchiSu: '口数',
    soSu: '総数',
    tanka: '単価',
    price: '金額',
  },
} as const;
