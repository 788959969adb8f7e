import { NEGOTIATION_STATUS } from '../../../domain/values';
import { ApiError } from '../../../http/api-error';
import { hasOpenNegotiation, insertNegotiation } from './negotiation-repository';
import { findLot } from '../web-item/web-lot-repository';
import type { Buyer, BuyerWebDeps } from '../deps';
import { buyerWebMessages as msg } from '../messages';
import { baseStemPrice } from '../../../domain/pricing';

export interface NegotiationRequest {
  id: number;
  KUCHI_SU: number;
  TANKA: number;
  BIKO: string;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Whole numbers of 0 or more, as numbers or digit strings (form fields). */
function count(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 && v <= 100_000_000 ? v : null;
  if (typeof v === 'string' && /^\d{1,9}$/.test(v.trim())) return Number(v.trim());
  return null;
}

/** Spec §5 in the order a buyer meets it: product chosen, both fields filled, numbers ≥ 0. */
export function parseNegotiation(body: unknown): NegotiationRequest {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (blank(b.id)) throw new ApiError(400, msg.negotiationNoProduct, { code: 'negotiation_no_product', field: 'id' });
  const id = count(b.id);
  if (id === null || id < 1) throw new ApiError(400, msg.negotiationNoProduct, { code: 'negotiation_no_product', field: 'id' });
  if (blank(b.KUCHI_SU) || blank(b.TANKA)) {
    throw new ApiError(400, msg.negotiationRequired, { code: 'negotiation_required', field: blank(b.KUCHI_SU) ? 'KUCHI_SU' : 'TANKA' });
  }
  const kuchiSu = count(b.KUCHI_SU);
  const tanka = count(b.TANKA);
  if (kuchiSu === null || tanka === null) {
    throw new ApiError(400, msg.negotiationNumbers, { code: 'negotiation_numbers', field: kuchiSu === null ? 'KUCHI_SU' : 'TANKA' });
  }
  if (!blank(b.BIKO) && (typeof b.BIKO !== 'string' || b.BIKO.length > 500)) {
    throw new ApiError(400, msg.badRemarks, { code: 'bad_remarks', field: 'BIKO' });
  }
  return { id, KUCHI_SU: kuchiSu, TANKA: tanka, BIKO: typeof b.BIKO === 'string' ? b.BIKO : '' };
}

/** POST /users/web/negotiation: asks for a price on a negotiable lot; OLD_TANKA is the lot's price now. */
export async function requestNegotiation(deps: BuyerWebDeps, buyer: Buyer, body: unknown) {
  const req = parseNegotiation(body);
  const lot = await findLot(deps.db, req.id);
  if (!lot) throw new ApiError(404, msg.lotNotFound, { code: 'lot_not_found', field: 'id' });
  if (!lot.on_sale) throw new ApiError(409, msg.lotNotOnSale, { code: 'lot_not_on_sale', field: 'id' });
  if (!lot.is_negotiable) throw new ApiError(409, msg.negotiationNotAllowed, { code: 'negotiation_not_allowed', field: 'id' });
  if (await hasOpenNegotiation(deps.db, buyer.branchId, lot.id)) {
    throw new ApiError(409, msg.negotiationAlreadyOpen, { code: 'negotiation_already_open', field: 'id' });
  }
  const now = deps.clock.now();
  const negotiationNo = await insertNegotiation(deps.db, {
    branchId: buyer.branchId,
    webItemId: lot.id,
    kuchiSu: req.KUCHI_SU,
    oldTanka: baseStemPrice(lot, now),
    tanka: req.TANKA,
    biko: req.BIKO,
    now,
  });
  // The administrators' event is stored before the answer (the announcing is the feed's: negotiation-events.ts).
  await deps.marketFacts.settled();
  return { negotiation_no: negotiationNo, status: NEGOTIATION_STATUS.open };
}

export async function listNegotiations(deps: BuyerWebDeps, buyer: Buyer, openOnly: boolean) {
  const now = deps.clock.now();
  // Every buyer's side panel asks at each page load: read beside the listing model.
  const rows = await (await deps.snapshot.current(now)).negotiations(buyer.branchId, openOnly);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() }));
}
