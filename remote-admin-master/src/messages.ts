/** Every Japanese text remote-admin-master shows (shared texts come from shared's messages). */
export const adminMasterMessages = {
  productsTitle: '商品',
  itemTitle: '品目',
  shipperTitle: '出荷者',
  purchaserTitle: '買参人',
  timeTitle: '時間',
  linkTitle: 'リンク',
  systemParameterTitle: 'システムパラメータ',
  logTitle: 'ログ',
  columns: { no: 'No', name: 'リンク名', url: 'URL', suspended: '休止' },
} as const;
