'use strict';
/**
 * The spec's domain values, written once for the server and the client: words stored in the
 * database and sent in the API exactly as written (not messages, so they do not move with the
 * wording of the screens). Plain CommonJS without imports: see index.cjs for why.
 */

/** SHODAN_STATUS of a negotiation. */
exports.NEGOTIATION_STATUS = /* @__PURE__ */ Object.freeze({ open: '商談中', agreed: '成立', countered: '再商談', refused: '不成立' });
/** The statuses a negotiation can still be answered in. */
exports.OPEN_NEGOTIATION_STATUSES = /* @__PURE__ */ Object.freeze([exports.NEGOTIATION_STATUS.open, exports.NEGOTIATION_STATUS.countered]);

/** STATUS of a reservation (次回注文). */
exports.RESERVATION_STATUS = /* @__PURE__ */ Object.freeze({ open: '予約中', fulfilled: '引当済', cancelled: '取消' });

/** Status of a purchase request (購入承認), as stored and answered. */
exports.PURCHASE_REQUEST_STATUS = /* @__PURE__ */ Object.freeze({ pending: '承認待ち', approved: '承認済', rejected: '却下', expired: '期限切れ' });

/** SALE_KBN by name: せり (auction), 注文 (order), 相対 (negotiated), WEB. */
exports.SALE_KBN = /* @__PURE__ */ Object.freeze({ auction: 1, order: 2, negotiated: 3, web: 4 });
/** SALE_KBN → its name. */
exports.SALE_KINDS = /* @__PURE__ */ Object.freeze({
  [exports.SALE_KBN.auction]: 'せり',
  [exports.SALE_KBN.order]: '注文',
  [exports.SALE_KBN.negotiated]: '相対',
  [exports.SALE_KBN.web]: 'WEB',
});

/** A price of 0 means the price is not decided yet; its text in WEB_TANKA and on screens. */
exports.PRICE_UNDECIDED = '未定';

/** The fixed colour groups of spec §9, in the spec's order. */
exports.COLOR_GROUPS = /* @__PURE__ */ Object.freeze(['白系', '赤系', '黄系', '桃系', '紫・青系', '橙系', '茶系', '緑系', '複色', '黒系', 'その他']);

/** Opening-hour filter options of spec §9: 12 '12時以降' … 23 '23時以降'. */
exports.OPEN_HOURS = /* @__PURE__ */ Array.from({ length: 12 }, (_, i) => ({ value: 12 + i, label: `${12 + i}時以降` }));
