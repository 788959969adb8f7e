import { ApiError } from '../../../http/api-error';
import { listParams, type ListParams } from '../../../http/contract';
import { writeAdminChange } from '../../../logs/audit-log';
import { commissionPerStem } from '../../../domain/pricing';
import { parseQueryDate } from '../../../http/query-dates';
import { offsetOf, pageEnvelope } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import type { AdminTransactionDeps } from '../deps';
import { adminTransactionMessages as msg } from '../messages';
import { announce } from '../announce';
import { returnStock, takeStock } from '../stock/stock-service';
import {
  deleteSale,
  findBranch,
  findReceivingRef,
  findSaleRow,
  insertSale,
  listSales,
  lockSale,
  sumSales,
  updateSale,
  type SaleFilter,
} from './sale-repository';
import type { SaleCreate, SaleQuery, SaleUpdate } from './sale-schemas';

export async function listAdminSales(deps: AdminTransactionDeps, query: SaleQuery) {
  const q: SaleQuery & ListParams = listParams(query, 50);
  const date = parseQueryDate(q.SALE_DATE, 'querystring.SALE_DATE');
  const filter: SaleFilter = {
    query: q.query,
    saleKbn: q.SALE_KBN,
    from: parseQueryDate(q.SALE_DATE_FROM, 'querystring.SALE_DATE_FROM') ?? date,
    to: parseQueryDate(q.SALE_DATE_TO, 'querystring.SALE_DATE_TO') ?? date,
    baisanCd: q.BAISAN_CD,
    baisanEda: q.BAISAN_EDA,
    niukeDempyoNo: q.NIUKE_DEMPYO_NO,
    niukeNo: q.NIUKE_NO,
  };
  const [rows, sums] = await Promise.all([listSales(deps.db, filter, q.per, offsetOf(q.per, q.page)), sumSales(deps.db, filter)]);
  const { total, ...totals } = sums;
  return { ...pageEnvelope(rows, total, q.per, q.page), totals };
}

const logged = (s: { kuchi_su: number; ha_su: number; web_tanka: number; biko: string }) => ({
  KUCHI_SU: s.kuchi_su,
  HA_SU: s.ha_su,
  TANKA: s.web_tanka,
  BIKO: s.biko,
});

/** POST /admins/sale: a せり, 注文 or 相対 line at the counter; takes STOCK_SU in the same transaction. */
export async function recordSale(deps: AdminTransactionDeps, actor: Actor, body: SaleCreate) {
  const haSu = body.HA_SU ?? 0;
  if (body.KUCHI_SU === 0 && haSu === 0) throw new ApiError(400, msg.saleNeedsQuantity, { code: 'sale_needs_quantity', field: 'KUCHI_SU' });
  const saleId = await deps.db.transaction(async (tx) => {
    const branch = await findBranch(tx, body.BAISAN_CD, body.BAISAN_EDA);
    if (!branch) throw new ApiError(404, msg.branchNotFound, { code: 'branch_not_found', field: 'BAISAN_CD' });
    const receiving = await findReceivingRef(tx, body.NIUKE_DEMPYO_NO, body.NIUKE_NO);
    if (!receiving) throw new ApiError(404, msg.receivingNotFound, { code: 'receiving_not_found', field: 'NIUKE_DEMPYO_NO' });
    const taken = await takeStock(tx, { receivingId: receiving.id, webItemId: null, kuchiSu: body.KUCHI_SU, haSu });
    const id = await insertSale(tx, {
      saleKbn: body.SALE_KBN,
      saleDate: receiving.sale_date,
      branchId: branch.id,
      receivingId: receiving.id,
      webItemId: null,
      kuchiSu: body.KUCHI_SU,
      haSu,
      soSu: body.KUCHI_SU * receiving.iri_su + haSu,
      tanka: body.TANKA,
      rateTanka: commissionPerStem(body.TANKA, branch.sale_rate),
      discountTanka: 0,
      biko: body.BIKO ?? '',
      createdAt: actor.at,
    });
    await writeAdminChange(tx, {
      ...actor,
      entity: 'sale',
      key: id,
      action: 'create',
      after: {
        SALE_KBN: body.SALE_KBN,
        NIUKE_DEMPYO_NO: body.NIUKE_DEMPYO_NO,
        NIUKE_NO: body.NIUKE_NO,
        BAISAN_CD: body.BAISAN_CD,
        BAISAN_EDA: body.BAISAN_EDA,
        KUCHI_SU: body.KUCHI_SU,
        HA_SU: haSu,
        TANKA: body.TANKA,
        BIKO: body.BIKO ?? '',
        STOCK_SU: taken.receiving.stock_su,
      },
    });
    return id;
  });
  return (await findSaleRow(deps.db, saleId))!;
}

/** PUT /admins/sale/{SALE_ID}: new quantities or price; the stock moves by the difference, exactly. */
export async function correctSale(deps: AdminTransactionDeps, actor: Actor, saleId: number, body: SaleUpdate) {
  let branchId = 0;
  await deps.db.transaction(async (tx) => {
    const sale = await lockSale(tx, saleId);
    if (!sale) throw new ApiError(404, msg.saleNotFound, { code: 'sale_not_found', field: 'SALE_ID' });
    const kuchiSu = body.KUCHI_SU ?? sale.kuchi_su;
    const haSu = body.HA_SU ?? sale.ha_su;
    if (kuchiSu === 0 && haSu === 0) throw new ApiError(400, msg.saleNeedsQuantity, { code: 'sale_needs_quantity', field: 'KUCHI_SU' });
    branchId = sale.branch_id;
    const tanka = body.TANKA ?? sale.web_tanka;
    if (kuchiSu !== sale.kuchi_su || haSu !== sale.ha_su) {
      const hold = { receivingId: sale.receiving_id, webItemId: sale.web_item_id };
      await returnStock(tx, { ...hold, kuchiSu: sale.kuchi_su, haSu: sale.ha_su });
      await takeStock(tx, { ...hold, kuchiSu, haSu });
    }
    const after = { kuchi_su: kuchiSu, ha_su: haSu, web_tanka: tanka, biko: body.BIKO ?? sale.biko };
    await updateSale(tx, saleId, {
      kuchiSu,
      haSu,
      soSu: kuchiSu * sale.iri_su + haSu,
      tanka,
      rateTanka: commissionPerStem(tanka, sale.sale_rate),
      biko: after.biko,
    });
    await writeAdminChange(tx, { ...actor, entity: 'sale', key: saleId, action: 'update', before: logged(sale), after: logged(after) });
  });
  const corrected = (await findSaleRow(deps.db, saleId))!;
  await announce(deps, {
    audience: { to: 'branch', branchId },
    kind: 'purchase_corrected',
    data: { sale_id: saleId },
    notice: { title: msg.saleCorrectedNotice(corrected.SHOHIN_NM, corrected.SALE_DATE), link: '/sale' },
  });
  return corrected;
}

/** DELETE /admins/sale/delete/{SALE_ID}: only a line still DELETABLE_FLG; its stock comes back. */
export async function removeSale(deps: AdminTransactionDeps, actor: Actor, saleId: number) {
  let branchId = 0;
  const shown = await findSaleRow(deps.db, saleId);
  await deps.db.transaction(async (tx) => {
    const sale = await lockSale(tx, saleId);
    if (!sale) throw new ApiError(404, msg.saleNotFound, { code: 'sale_not_found', field: 'SALE_ID' });
    branchId = sale.branch_id;
    if (!sale.is_sokuho) throw new ApiError(409, msg.saleNotDeletable, { code: 'sale_not_deletable', field: 'SALE_ID' });
    await returnStock(tx, { receivingId: sale.receiving_id, webItemId: sale.web_item_id, kuchiSu: sale.kuchi_su, haSu: sale.ha_su });
    await deleteSale(tx, saleId, actor.at);
    await writeAdminChange(tx, { ...actor, entity: 'sale', key: saleId, action: 'delete', before: { SALE_KBN: sale.sale_kbn, ...logged(sale) } });
  });
  if (shown) {
    await announce(deps, {
      audience: { to: 'branch', branchId },
      kind: 'purchase_cancelled',
      data: { sale_id: saleId },
      notice: { title: msg.saleCancelledNotice(shown.SHOHIN_NM, shown.SALE_DATE), link: '/sale' },
    });
  }
}
