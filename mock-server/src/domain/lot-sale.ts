/**
 * When a web lot can be bought, written once: in TypeScript for what the server decides in
 * memory (the listing snapshot's 購入可能 filter, a purchase's refusal reasons) and as SQL
 * fragments for what a statement must decide under the row's lock (the conditional decrement, the
 * cart, the listing's query). The purchase's SQL function (migration 031, web_buy_lines) writes
 * the same conditions itself; mock-server/test/lot-sale-sql.test.ts checks all of them against
 * these predicates over every combination of the flags. The SQL reads web_items as `w` and
 * products as `p`.
 */

/** What the rule reads of a lot and its product, as stored. */
export interface LotSaleState {
  suspend_flg: boolean;
  /** The product's suspension. */
  is_suspensions: boolean;
  is_web_open: boolean;
  buy_permit_flg: boolean;
  unit_price: number;
  remaining_quantity: number;
  hasu: number;
}

/** On sale: neither the lot nor its product suspended, open on the web, buying permitted. */
export const lotOnSale = (l: Pick<LotSaleState, 'suspend_flg' | 'is_suspensions' | 'is_web_open' | 'buy_permit_flg'>): boolean =>
  !l.suspend_flg && !l.is_suspensions && l.is_web_open && l.buy_permit_flg;
export const LOT_ON_SALE_SQL = '(NOT w.suspend_flg AND NOT p.is_suspensions AND w.is_web_open AND w.buy_permit_flg)';

/** Priced: a unit price of 0 is 未定, and nothing is sold at it. */
export const lotPriced = (l: Pick<LotSaleState, 'unit_price'>): boolean => l.unit_price > 0;
export const LOT_PRICED_SQL = 'w.unit_price > 0';

/** Something left: packages or loose stems. */
export const lotHasStock = (l: Pick<LotSaleState, 'remaining_quantity' | 'hasu'>): boolean => l.remaining_quantity > 0 || l.hasu > 0;
export const LOT_HAS_STOCK_SQL = '(w.remaining_quantity > 0 OR w.hasu > 0)';

/** A line can be taken from the lot (given the stock for it): on sale and priced. */
export const lotSells = (l: LotSaleState): boolean => lotOnSale(l) && lotPriced(l);
export const LOT_SELLS_SQL = `${LOT_PRICED_SQL} AND ${LOT_ON_SALE_SQL}`;

/**
 * The listing's 購入可能 filter: something left, priced and buying permitted. The listing shows
 * no suspended lot, and shows lots not open on the web yet with their own filter (is_web_open).
 */
export const lotListedAvailable = (l: Pick<LotSaleState, 'remaining_quantity' | 'hasu' | 'unit_price'>, buyPermit: boolean): boolean =>
  lotHasStock(l) && lotPriced(l) && buyPermit;
export const LOT_LISTED_AVAILABLE_SQL = `${LOT_HAS_STOCK_SQL} AND ${LOT_PRICED_SQL} AND w.buy_permit_flg`;
