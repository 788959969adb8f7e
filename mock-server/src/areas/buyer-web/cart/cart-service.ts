import type { Buyer, BuyerWebDeps } from '../deps';
import { newItemSeconds, webItemAnswer } from '../listing/listing-service';
import { buyerWebMessages as msg } from '../messages';
import { checkOrderLines, type OrderLine } from '../order-lines';
import { lineRefusal } from '../purchase/line-refusal';
import { findBranchPurchaseTerms } from '../branch-terms-repository';
import { findLot } from '../web-item/web-lot-repository';
import { japanDate } from '../../../time/japan-time';
import { ApiError } from '../../../http/api-error';
import { clearCart, findCartLines, listCart, replaceCart } from './cart-repository';

/**
 * GET /users/web/cart: the branch's cart, each line with its lot as the listing shows it (live
 * stock, prices, tiers) and `on_sale`; the client prices it with the listing's own rules.
 */
export async function getCart(deps: BuyerWebDeps, buyer: Buyer) {
  const now = deps.clock.now();
  const [seconds, terms] = await Promise.all([newItemSeconds(deps), findBranchPurchaseTerms(deps.db, buyer.branchId)]);
  const rows = await listCart(deps.db, { branchId: buyer.branchId, today: japanDate(now), now, newItemSeconds: seconds });
  return {
    items: rows.map(({ KUCHI_SU, HA_SU, on_sale, ...row }) => ({ id: row.id, KUCHI_SU, HA_SU, on_sale, item: webItemAnswer(deps, row, terms, now) })),
  };
}

/**
 * PUT /users/web/cart: the whole cart. Validated like a purchase (quantities, each lot once, the
 * lot on sale at a decided price, the per-purchase cap and the stock now), but only for the lines
 * that are new or changed: a line already in the cart that no longer fits stays as it is (the
 * cart page marks it), so editing one line never fails on another. No stock is held.
 */
export async function putCart(deps: BuyerWebDeps, buyer: Buyer, items: OrderLine[]) {
  if (items.length > 0) checkOrderLines(items, 'buy');
  const stored = new Map((await findCartLines(deps.db, buyer.branchId)).map((l) => [l.id, l]));
  const today = japanDate(deps.clock.now());
  for (const [index, line] of items.entries()) {
    const before = stored.get(line.id);
    if (before && before.KUCHI_SU === line.KUCHI_SU && before.HA_SU === line.HA_SU) continue;
    const lot = await findLot(deps.db, line.id);
    const at = `items[${index}].`;
    if (lot && lot.sale_date < today) throw new ApiError(409, msg.lotNotOnSale, { code: 'lot_not_on_sale', field: `${at}id` });
    const refused = lineRefusal(lot, line, at);
    if (refused) throw refused;
  }
  await replaceCart(deps.db, buyer.branchId, items, deps.clock.now());
  return getCart(deps, buyer);
}

/** DELETE /users/web/cart. */
export async function emptyCart(deps: BuyerWebDeps, buyer: Buyer) {
  await clearCart(deps.db, buyer.branchId);
  return { message: msg.cartCleared };
}
