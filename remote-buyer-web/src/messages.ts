import { NEGOTIATION_STATUS, PRICE_UNDECIDED, RESERVATION_STATUS } from 'shared';

/**
 * The Japanese texts of what every /web visit shows first: the listing, its lot actions, the side
 * panel and the cancel bar (docs/ARCHITECTURE.md "Conventions"). The pages and dialogs that load when opened
 * (cart, requests, cancel, negotiations, next reservations, done pages, photos, the quantity,
 * negotiation and price history dialogs) import page-messages.ts instead: these texts and theirs,
 * so the listing's first load does not carry every page's texts. Texts quoted by the spec are
 * copied exactly; the rest are ours. Texts every package shares (loading, retry, totals) come from
 * shared's messages.
 */
export const messages = {
  titles: {
    listing: 'Web販売',
  },
  states: {
    emptyListing: '条件に合う商品がありません',
  },
  /**
   * The accessible name of an action on one lot: the visible label after the product, then the
   * shipper, colour, grade and remarks, so two lots of one product never share a name (accessibility).
   */
  lotAction: (
    lot: { product_name: string; shipment_provider_name?: string | null; color?: string | null; specification?: string | null; remarks?: string | null },
    action: string,
  ) => {
    const details = [lot.shipment_provider_name, lot.color, lot.specification, lot.remarks].filter((part) => part && part.trim() !== '');
    return details.length > 0 ? `${lot.product_name} ${action}（${details.join('・')}）` : `${lot.product_name} ${action}`;
  },
  item: {
    soldOut: '完売',
    undecided: PRICE_UNDECIDED,
    newBadge: 'NEW',
    recommended: 'おすすめ',
    bought: '購入済み',
    discount: '割引',
    bundleTier: (quantity: number) => `${quantity}口以上`,
    noPhoto: '写真なし',
    openPhoto: '写真を新しいタブで開く',
    remaining: (packages: number, stems: number) => (stems > 0 ? `${packages}口 + ${stems}本` : `${packages}口`),
    /** Under the buyable number when the per-purchase cap, not the stock, limits it: why, then the stock. */
    capBinds: '1回の上限',
    capStock: (remaining: number) => `残数 ${remaining}口`,
    packages: (packages: number) => `${packages}口`,
  },
  columns: {
    photo: '写真',
    shipper: '出荷者',
    product: '品名',
    color: '色',
    specification: '規格',
    quantityPerPackage: '入数',
    remaining: '残数',
    /** What one purchase can take now: the smaller of 残数 and the per-purchase cap. */
    buyable: '購入可能',
    maxQuantity: '上限口数',
    price: '単価',
    sellPrice: '販売目安単価',
    remarks: '備考',
    actions: '操作',
    saleDate: '販売日',
  },
  filters: {
    title: '絞り込み',
    itemNames: '品目',
    saleDates: '販売日',
    colorGroups: '色系統',
    shippers: '出荷者',
    varieties: '品種',
    colors: '色',
    openHours: '公開時間',
    anyHour: '指定なし',
    isWebOpen: 'Web公開中のみ',
    isRecommended: 'おすすめのみ',
    clear: '条件をクリア',
    show: '絞り込みを表示',
    keyword: 'キーワード検索',
    keywordHint: '品名・品種・出荷者（かな可）',
    sort: '並び順',
    sorts: { default: '標準', price_asc: '単価の安い順', price_desc: '単価の高い順', remaining_desc: '残数の多い順', shipper: '出荷者順' },
    hide: '絞り込みを隠す',
  },
  purchase: {
    buy: '購入',
    approvalRequired: 'この枝番のWeb購入には本店の承認が必要です。「カートに入れる」から商品を選び、カートで購入依頼を送信してください。',
    sellPriceGuide: (amount: string) => `販売目安 ${amount}円`,
    nextOrder: '次回予約',
    confirmBuyTitle: '購入の確認',
    confirmBuyText: (name: string, packages: number, stems: number, total: string | null) =>
      `${name}\n口数 ${packages} ／ 端数 ${stems}本${total ? `\n合計（税込） ${total}` : ''}\nを購入します。よろしいですか？`,
    soldOut: 'この商品は完売しました',
    confirmNextOrderTitle: '次回予約の確認',
    confirmNextOrderText: (name: string, packages: number) => `${name}\n口数 ${packages}\nを次回予約します。よろしいですか？`,
    addToCart: 'カートに入れる',
    addedToCart: (name: string) => `${name}をカートに入れました`,
  },
  cancel: {
    andMore: (count: number) => ` ほか${count}件`,
    expired: 'キャンセル期限を過ぎました',
    remaining: (seconds: number) => `残り ${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`,
  },
  negotiation: {
    open: '商談',
  },
  negotiationStatus: NEGOTIATION_STATUS,
  nextReservation: {
    alreadyReserved: 'この商品はすでに次回予約しています。重ねて予約する場合は、このまま進めてください。',
    /** The server's statuses of a reservation (its outcome). */
    status: RESERVATION_STATUS,
  },
  photo: {
    open: '写真を見る',
  },
  sidePanel: {
    title: 'Web販売メニュー',
    cancellable: 'キャンセル可能な購入',
    negotiations: '商談中',
    cart: 'カート',
    none: 'ありません',
  },
  hours: {
    closed: 'ただいまWeb販売の受付時間外です。',
    opensAt: (label: string) => `${label}から購入できます。`,
    window: (start: string, end: string) => `受付時間 ${start}〜${end}`,
  },
  nav: {
    quick: '購入後のメニュー',
    listing: '商品一覧',
    cancel: '購入キャンセル',
    negotiation: '商談一覧',
    nextReservation: '次回予約一覧',
    cart: 'カート',
    requests: '購入依頼',
    approval: '購入承認',
  },
  /** Purchase requests and their approval: the head branch's badge in the side panel; the pages' texts are in cart-messages.ts. */
  requests: {
    badge: (count: number) => `承認待ち ${count}件`,
  },
  /** The cart: the side panel's summary and the listing's 「カートに入れる」; the cart page's texts are in cart-messages.ts. */
  cart: {
    summary: (count: number, total: string | null) => `${count}件${total ? ` ・ 合計（税込） ${total}` : ''}`,
    failed: 'カートを更新できませんでした。もう一度お試しください。',
  },
  ticker: { label: 'お知らせ', pause: 'お知らせの流れを止める' },
  /** A lot's price history (相場) beside it in the listing. */
  history: {
    open: '相場',
  },
  /** もう一度買う (from /sale or a done page). */
  again: {
    notice: (packages: number, stems: number) =>
      `前回と同じ商品で、本日購入できるものです。購入数量には前回の数量（${packages}口${stems > 0 ? `+${stems}本` : ''}）が入ります。`,
    empty: '本日、購入できる同じ商品はありません',
    showAll: 'すべての商品を見る',
  },
  /** お気に入り. */
  favorites: {
    onlyFilter: 'お気に入りのみ',
    mark: 'お気に入り',
    menu: 'お気に入り',
    kinds: { shippers: '出荷者', varieties: '品種', products: '商品' },
    add: (kind: string, name: string) => `${kind}「${name}」をお気に入りに追加`,
    remove: (kind: string, name: string) => `${kind}「${name}」をお気に入りから外す`,
    saved: 'お気に入りを保存しました',
  },
  /** Pieces that join the values of one line. */
  text: {
    /** Between short facts on one line: 口数 2 ・ 端数 3. */
    sep: ' ・ ',
    yen: (value: string) => `${value}円`,
    packages: (count: string) => `${count}口`,
    /** A cancellable purchase's quantity after its name: （2口+3本）. */
    quantity: (packages: number, stems: number) => `（${packages}口${stems > 0 ? `+${stems}本` : ''}）`,
  },
} as const;
