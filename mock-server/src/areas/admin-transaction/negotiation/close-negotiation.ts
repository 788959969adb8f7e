import type { Queryable } from '../../../db/types';
import { NEGOTIATION_STATUS, OPEN_NEGOTIATION_STATUSES, SALE_KBN } from '../../../domain/values';
import { ApiError } from '../../../http/api-error';
import { commissionPerStem } from '../../../domain/pricing';
import { adminTransactionMessages as msg } from '../messages';
import { insertSale } from '../sale/sale-repository';
import { takeStock } from '../stock/stock-service';
import { findLotAndBranch, lockNegotiation, saveNegotiation, type StoredNegotiation } from './negotiation-repository';

export const OPEN_STATUSES = OPEN_NEGOTIATION_STATUSES;

export interface CloseNegotiation {
  negotiationNo: number;
  /** Agreed per-stem price. */
  unitPrice: number;
  /** Packages sold. */
  kuchiSu: number;
  comment?: string;
  at: Date;
  /** When a buyer closes it (accepting a 再商談): the negotiation must be this branch's. */
  branchId?: number;
}

export interface ClosedNegotiation {
  saleId: number;
  before: StoredNegotiation;
}

/**
 * Closes an open negotiation (商談中 or 再商談) with a 相対 sale (SALE_KBN 3) of `kuchiSu`
 * packages at `unitPrice` for the negotiating branch: the lot's remaining_quantity and the
 * receiving's STOCK_SU are taken in the caller's transaction `tx` (409 when the stock is gone),
 * and the negotiation becomes 成立 with TANKA, KUCHI_SU and sale_id set.
 * The admin answer (成立) and a buyer accepting a counter offer both come here.
 */
export async function closeNegotiationWithSale(tx: Queryable, c: CloseNegotiation): Promise<ClosedNegotiation> {
  const n = await lockNegotiation(tx, c.negotiationNo);
  if (!n || (c.branchId !== undefined && n.branch_id !== c.branchId)) {
    throw new ApiError(404, msg.negotiationNotFound, { code: 'negotiation_not_found', field: 'negotiation_no' });
  }
  if (!OPEN_STATUSES.includes(n.shodan_status)) {
    throw new ApiError(409, msg.negotiationClosed, { code: 'negotiation_closed', field: 'negotiation_no' });
  }
  if (c.kuchiSu < 1) throw new ApiError(400, msg.negotiationNeedsQuantity, { code: 'negotiation_needs_quantity', field: 'KUCHI_SU' });
  const lot = await findLotAndBranch(tx, n.web_item_id, n.branch_id);
  await takeStock(tx, { receivingId: lot.receiving_id, webItemId: n.web_item_id, kuchiSu: c.kuchiSu, haSu: 0 });
  const saleId = await insertSale(tx, {
    saleKbn: SALE_KBN.negotiated,
    saleDate: lot.sale_date,
    branchId: n.branch_id,
    receivingId: lot.receiving_id,
    webItemId: n.web_item_id,
    kuchiSu: c.kuchiSu,
    haSu: 0,
    soSu: c.kuchiSu * lot.iri_su,
    tanka: c.unitPrice,
    rateTanka: commissionPerStem(c.unitPrice, lot.sale_rate),
    discountTanka: Math.max(0, lot.unit_price - c.unitPrice),
    biko: n.comment,
    createdAt: c.at,
  });
  await saveNegotiation(tx, {
    negotiationNo: n.negotiation_no,
    status: NEGOTIATION_STATUS.agreed,
    kuchiSu: c.kuchiSu,
    oldTanka: n.old_tanka,
    tanka: c.unitPrice,
    comment: c.comment ?? n.comment,
    saleId,
    at: c.at,
  });
  return { saleId, before: n };
}
