import { randomUUID } from 'node:crypto';
import { NEGOTIATION_STATUS, SALE_KBN } from '../../../domain/values';
import { ApiError } from '../../../http/api-error';
import { answerNegotiation, findOwnNegotiationForUpdate, markNegotiationBought } from './negotiation-repository';
import { insertWebSale } from '../purchase/purchase-repository';
import { findBranchPurchaseTerms } from '../branch-terms-repository';
import { findLot, takeLotStock, takeReceivingStock } from '../web-item/web-lot-repository';
import type { Buyer, BuyerWebDeps } from '../deps';
import { runIdempotent } from '../purchase/idempotency';
import { buyerWebMessages as msg } from '../messages';
import { assertWebOpen } from '../order-lines';
import { commissionPerStem } from '../../../domain/pricing';

/** The buyer's answer to the market's counter price: agree, or ask a new price. */
export type NegotiationReply = { negotiation_no: number; accept: true } | { negotiation_no: number; accept: false; TANKA: number };

/**
 * POST /users/negotiation/answer: only the branch's own 再商談 can be answered. Agreeing makes it
 * 成立 at the market's counter price (TANKA); a new price sends it back to 商談中.
 */
export async function replyToNegotiation(deps: BuyerWebDeps, buyer: Buyer, reply: NegotiationReply) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const n = await findOwnNegotiationForUpdate(tx, buyer.branchId, reply.negotiation_no);
    if (!n) throw new ApiError(404, msg.negotiationNotFound, { code: 'negotiation_not_found', field: 'negotiation' });
    if (n.shodan_status !== NEGOTIATION_STATUS.countered) {
      throw new ApiError(409, msg.negotiationNotCountered, { code: 'negotiation_not_countered', field: 'negotiation' });
    }
    const status = reply.accept ? NEGOTIATION_STATUS.agreed : NEGOTIATION_STATUS.open;
    const tanka = reply.accept ? n.tanka : reply.TANKA;
    await answerNegotiation(tx, n.negotiation_no, { status, tanka, now });
    return { negotiation_no: n.negotiation_no, status };
  });
}

/**
 * POST /users/negotiation/buy: buys a 成立 negotiation once, at its agreed price per stem and
 * its agreed packages (the market accepted them, so the per-purchase cap does not apply). The
 * stock, web hours and approval rules of any purchase apply; the commission is the branch's.
 */
export async function buyNegotiated(deps: BuyerWebDeps, buyer: Buyer, negotiationNo: number, idempotencyKey?: string) {
  const now = deps.clock.now();
  const result = await runIdempotent(
    deps.db,
    { accountId: buyer.accountId, key: idempotencyKey, endpoint: 'POST /users/negotiation/buy', body: { negotiation_no: negotiationNo }, now },
    async (tx) => {
      const n = await findOwnNegotiationForUpdate(tx, buyer.branchId, negotiationNo);
      if (!n) throw new ApiError(404, msg.negotiationNotFound, { code: 'negotiation_not_found', field: 'negotiation' });
      if (n.shodan_status !== NEGOTIATION_STATUS.agreed) {
        throw new ApiError(409, msg.negotiationNotAgreed, { code: 'negotiation_not_agreed', field: 'negotiation' });
      }
      if (n.purchase_uuid || n.sale_id) throw new ApiError(409, msg.negotiationAlreadyBought, { code: 'negotiation_already_bought', field: 'negotiation' });
      const terms = await findBranchPurchaseTerms(tx, buyer.branchId);
      if (terms.purchase_approval) {
        throw new ApiError(403, msg.purchaseApprovalRequired, { code: 'purchase_approval_required', field: 'purchase_approval' });
      }
      await assertWebOpen(tx, now);
      const lot = await takeLotStock(tx, n.web_item_id, n.kuchi_su, 0, true);
      if (!lot) {
        const current = await findLot(tx, n.web_item_id);
        if (!current) throw new ApiError(404, msg.lotNotFound, { code: 'lot_not_found' });
        if (!current.on_sale) throw new ApiError(409, msg.lotNotOnSale, { code: 'lot_not_on_sale' });
        throw new ApiError(409, msg.outOfStock, { code: 'out_of_stock' });
      }
      const receiving = await takeReceivingStock(tx, lot.receiving_id, n.kuchi_su);
      if (!receiving) throw new ApiError(409, msg.outOfStock, { code: 'out_of_stock' });
      const soSu = n.kuchi_su * lot.quantity_per_package;
      const rateTanka = commissionPerStem(n.tanka, terms.sale_rate);
      const uuid = randomUUID();
      // A negotiated price is a 相対 sale (SALE_KBN 3), as when the market answers 成立.
      const saleId = await insertWebSale(tx, {
        saleKbn: SALE_KBN.negotiated,
        saleDate: lot.sale_date,
        niukeSaleDate: receiving.sale_date,
        branchId: buyer.branchId,
        receivingId: lot.receiving_id,
        webItemId: lot.id,
        kuchiSu: n.kuchi_su,
        haSu: 0,
        soSu,
        webTanka: n.tanka,
        rateTanka,
        discountTanka: Math.max(0, lot.unit_price - n.tanka),
        price: soSu * n.tanka,
        transactionUuid: uuid,
        createdAt: now,
      });
      await markNegotiationBought(tx, n.negotiation_no, uuid, saleId);
      return { transactionUUID: uuid };
    },
  );
  return result.body;
}
