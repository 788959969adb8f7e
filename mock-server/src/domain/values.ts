/**
 * The spec's domain values: words stored in the database and sent in the API exactly as
 * written (not messages, so they do not move with the wording of the screens).
 */

/** SHODAN_STATUS of a negotiation. */
export const NEGOTIATION_STATUS = { open: '商談中', agreed: '成立', countered: '再商談', refused: '不成立' } as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUS)[keyof typeof NEGOTIATION_STATUS];

/** The statuses a negotiation can still be answered in. */
export const OPEN_NEGOTIATION_STATUSES: readonly string[] = [NEGOTIATION_STATUS.open, NEGOTIATION_STATUS.countered];

/** STATUS of a reservation (次回注文). */
export const RESERVATION_STATUS = { open: '予約中', fulfilled: '引当済', cancelled: '取消' } as const;
export type ReservationStatus = (typeof RESERVATION_STATUS)[keyof typeof RESERVATION_STATUS];

/** A price of 0 means the price is not decided yet; its text in WEB_TANKA and on screens. */
export const PRICE_UNDECIDED = '未定';

/** The fixed colour groups of spec §9, in the spec's order. */
export const COLOR_GROUPS = ['白系', '赤系', '黄系', '桃系', '紫・青系', '橙系', '茶系', '緑系', '複色', '黒系', 'その他'] as const;

/** Opening-hour filter options of spec §9: 12 '12時以降' … 23 '23時以降'. */
export const OPEN_HOURS = Array.from({ length: 12 }, (_, i) => ({ value: 12 + i, label: `${12 + i}時以降` }));

/** Statuses of a purchase request (issue 25: 購入承認), as stored and answered. */
export const PURCHASE_REQUEST_STATUS = { pending: '承認待ち', approved: '承認済', rejected: '却下', expired: '期限切れ' } as const;
export const PURCHASE_REQUEST_STATUSES = Object.values(PURCHASE_REQUEST_STATUS);
