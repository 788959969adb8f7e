export declare const NEGOTIATION_STATUS: { readonly open: '商談中'; readonly agreed: '成立'; readonly countered: '再商談'; readonly refused: '不成立' };
export type NegotiationStatus = (typeof NEGOTIATION_STATUS)[keyof typeof NEGOTIATION_STATUS];
export declare const OPEN_NEGOTIATION_STATUSES: readonly string[];
export declare const RESERVATION_STATUS: { readonly open: '予約中'; readonly fulfilled: '引当済'; readonly cancelled: '取消' };
export type ReservationStatus = (typeof RESERVATION_STATUS)[keyof typeof RESERVATION_STATUS];
export declare const PURCHASE_REQUEST_STATUS: {
  readonly pending: '承認待ち';
  readonly approved: '承認済';
  readonly rejected: '却下';
  readonly expired: '期限切れ';
};
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUS)[keyof typeof PURCHASE_REQUEST_STATUS];
export declare const SALE_KBN: { readonly auction: 1; readonly order: 2; readonly negotiated: 3; readonly web: 4 };
export declare const SALE_KINDS: { readonly 1: 'せり'; readonly 2: '注文'; readonly 3: '相対'; readonly 4: 'WEB' };
export type SaleKind = keyof typeof SALE_KINDS;
export declare const PRICE_UNDECIDED: '未定';
export declare const COLOR_GROUPS: readonly ['白系', '赤系', '黄系', '桃系', '紫・青系', '橙系', '茶系', '緑系', '複色', '黒系', 'その他'];
export type ColorGroup = (typeof COLOR_GROUPS)[number];
export declare const OPEN_HOURS: { value: number; label: string }[];
