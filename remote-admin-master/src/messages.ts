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

  form: {
    required: '入力して下さい',
    number: '数値を入力して下さい',
    tooLong: (max: number) => `${max}文字以内で入力して下さい`,
    cancel: 'キャンセル',
    save: '保存',
    editTitle: (thing: string) => `${thing}編集`,
    newTitle: (thing: string) => `${thing}新規登録`,
  },
  saved: (thing: string) => `${thing}を更新しました。`,
  created: (thing: string) => `${thing}を登録しました。`,
  deleted: (thing: string) => `${thing}を削除しました。`,
  csvFile: (thing: string) => `${thing}.csv`,
  yesMark: '○',

  link: { name: 'リンク名', url: 'URL', updated: 'リンクを更新しました。' },

  product: {
    code: '商品コード',
    name: '商品名',
    kana: '商品名カナ',
    item: '品目',
    itemCode: '品目コード',
    abbr: '略称',
    kanaAbbr: '略称カナ',
    color: '色',
    colorCode: '色コード',
    taxGroup: '税区分',
    jfCode: 'JFコード',
    oldItemCode: '旧品目コード',
    photo: '写真',
    photoButton: '画像',
    photoTitle: (name: string) => `商品画像 ${name}`,
    image: (n: number) => `商品画像${n}`,
    hasPhoto: 'あり',
    suspendSelected: '選択を休止',
    resumeSelected: '選択の休止を解除',
    deleteSelected: '選択を削除',
    select: (name: string) => `選択 ${name}`,
    selectAll: 'すべて選択',
  },

  item: { code: '品目コード', name: '品目名', kana: '品目名カナ', short: '略称', shortKana: '略称カナ', level: '階層', parent: '上位品目', parentCode: '上位品目コード', order: '表示順' },

  shipper: {
    code: '出荷者コード', kbn: '出荷者区分', name: '出荷者名', kana: 'カナ', short: '略称', shortKana: '略称カナ', rep: '代表者名', repKana: '代表者カナ',
    addr: '住所', zip: '郵便番号', tel: '電話番号', fax: 'FAX', staff: '出荷担当者', mail: '担当者メール', payCode: '支払団体コード', payName: '支払団体名',
    areaCode: '産地コード', area: '産地', itaku: '委託/買付', itakuOptions: { '1': '委託', '2': '買付' },
  },

  purchaser: {
    code: '買参人コード', name: '買参人名', eda: '枝番', edaName: '枝番名', edaKana: '枝番名カナ', edaShort: '枝番略称', addr: '住所', tel: '電話番号',
    fax: 'FAX', zip: '郵便番号', mail: 'メールアドレス', rate: '手数料率(%)', buyPermit: 'Web購入許可', loginId: 'ログインID', firstLogin: '初回ログイン',
    password: '初期パスワード', issuePassword: 'パスワード再発行', issueTitle: (login: string) => `初期パスワード再発行 ${login}`, issue: '発行',
    passwordIssued: '初期パスワードを発行しました。', admin: '管理者',
  },

  time: { start: '開始時刻', end: '終了時刻', note: 'Web販売の受付時間（日本時間）。終了時刻の1分間まで購入できます。', saved: 'Web販売時間を更新しました。', save: '更新' },

  parameter: { typ: '種別', code: 'パラメータコード', remark: '説明', value: '値', edit: (code: string) => `パラメータ編集 ${code}` },

  log: {
    access: 'アクセスログ', system: 'システムログ', date: '日時', text: '内容', operator: '操作者', from: '開始日', to: '終了日', all: 'すべて',
  },
} as const;
