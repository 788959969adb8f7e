import { NEGOTIATION_STATUS } from '../../../domain/values';
import { ApiError } from '../../../http/api-error';
import { listParams } from '../../../http/contract';
import { writeAdminChange } from '../../../logs/audit-log';
import { offsetOf, pageEnvelope } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import type { AdminTransactionDeps } from '../deps';
import { adminTransactionMessages as msg } from '../messages';
import { announce } from '../announce';
import { closeNegotiationWithSale, OPEN_STATUSES } from './close-negotiation';
import { findAdminNegotiation, listAdminNegotiations, lockNegotiation, saveNegotiation, type StoredNegotiation } from './negotiation-repository';
import type { NegotiationAnswer, NegotiationQuery } from './negotiation-schemas';

export async function listNegotiations(deps: AdminTransactionDeps, query: NegotiationQuery) {
  const q = listParams(query, 50);
  const { rows, total } = await listAdminNegotiations(deps.db, { status: q.SHODAN_STATUS, query: q.query }, q.per, offsetOf(q.per, q.page));
  return pageEnvelope(rows, total, q.per, q.page);
}

const logged = (n: Pick<StoredNegotiation, 'shodan_status' | 'kuchi_su' | 'old_tanka' | 'tanka' | 'comment' | 'sale_id'>) => ({
  SHODAN_STATUS: n.shodan_status,
  KUCHI_SU: n.kuchi_su,
  OLD_TANKA: n.old_tanka,
  TANKA: n.tanka,
  COMMENT: n.comment,
  SALE_ID: n.sale_id,
});

/**
 * PUT /admins/negotiations/{negotiation_no}: 成立 closes it with a 相対 sale taking the stock;
 * 再商談 sends a counter price (OLD_TANKA := the buyer's wanted price, TANKA := the counter);
 * 不成立 refuses it. Only an open negotiation (商談中, 再商談) can be answered.
 */
export async function answerNegotiation(deps: AdminTransactionDeps, actor: Actor, negotiationNo: number, body: NegotiationAnswer) {
  let lotId = 0;
  let branchId = 0;
  await deps.db.transaction(async (tx) => {
    const n = await lockNegotiation(tx, negotiationNo);
    if (!n) throw new ApiError(404, msg.negotiationNotFound, { code: 'negotiation_not_found', field: 'negotiation_no' });
    if (!OPEN_STATUSES.includes(n.shodan_status)) {
      throw new ApiError(409, msg.negotiationClosed, { code: 'negotiation_closed', field: 'negotiation_no' });
    }
    lotId = n.web_item_id;
    branchId = n.branch_id;
    const unitPrice = body.UNIT_PRICE ?? n.tanka;
    const kuchiSu = body.KUCHI_SU ?? n.kuchi_su;
    const comment = body.COMMENT ?? n.comment;
    let after: StoredNegotiation;
    if (body.SHODAN_STATUS === NEGOTIATION_STATUS.agreed) {
      const closed = await closeNegotiationWithSale(tx, { negotiationNo, unitPrice, kuchiSu, comment, at: actor.at });
      after = { ...n, shodan_status: NEGOTIATION_STATUS.agreed, kuchi_su: kuchiSu, tanka: unitPrice, comment, sale_id: closed.saleId };
    } else {
      const counter = body.SHODAN_STATUS === NEGOTIATION_STATUS.countered;
      after = {
        ...n,
        shodan_status: body.SHODAN_STATUS,
        kuchi_su: kuchiSu,
        comment,
        old_tanka: counter ? n.tanka : n.old_tanka,
        tanka: counter ? unitPrice : n.tanka,
      };
      await saveNegotiation(tx, {
        negotiationNo,
        status: after.shodan_status,
        kuchiSu,
        oldTanka: after.old_tanka,
        tanka: after.tanka,
        comment,
        saleId: null,
        at: actor.at,
      });
    }
    await writeAdminChange(tx, { ...actor, entity: 'negotiation', key: negotiationNo, action: 'update', before: logged(n), after: logged(after) });
  });
  const answered = (await findAdminNegotiation(deps.db, negotiationNo))!;
  // The asking branch alone hears the answer (its side panel, its bell).
  await announce(deps, {
    audience: { to: 'branch', branchId },
    kind: 'negotiation_answered',
    data: { negotiation_no: negotiationNo, id: lotId, status: answered.SHODAN_STATUS },
    notice: { title: msg.negotiationAnsweredNotice(answered.SHOHIN_NM, answered.SHODAN_STATUS), link: '/web', important: true },
  });
  return answered;
}
