import { ApiError } from '../../../http/api-error';
import { listParams } from '../../../http/contract';
import { writeAdminChange } from '../../../logs/audit-log';
import { parseQueryDate } from '../../../http/query-dates';
import { offsetOf, pageEnvelope } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import type { AdminTransactionDeps } from '../deps';
import { adminTransactionMessages as msg } from '../messages';
import { announceFavoriteLots } from '../stock/favorite-lots';
import { applyListingChange, favoriteChangeOf, listingLog } from './listing-change';
import { receivingPhotoUrls } from './receiving-photos';
import { findReceivingRow, listReceivings, receivingOptions, salesOfReceivings, type ReceivingBase } from './receiving-repository';
import type { AdminReceiving, ReceivingChange, ReceivingKey, ReceivingQuery } from './receiving-schemas';
import { deleteReceivingAndLot, lockReceiving, receivingReferences, updateReceiving } from './receiving-write-repository';

async function withSalesAndPhotos(deps: AdminTransactionDeps, rows: ReceivingBase[]): Promise<AdminReceiving[]> {
  const sales = await salesOfReceivings(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map(({ id, shohin_image1_key, shohin_image2_key, niuke_image1_key, niuke_image2_key, ...row }) => ({
    ...row,
    ...receivingPhotoUrls(deps.files, { ...row, shohin_image1_key, shohin_image2_key, niuke_image1_key, niuke_image2_key }),
    SALES: sales.filter((s) => s.receiving_id === id).map(({ receiving_id: _r, ...s }) => s),
  }));
}

export async function listReceivingPage(deps: AdminTransactionDeps, query: ReceivingQuery) {
  const q = listParams(query, 150);
  const filter = {
    query: q.query,
    includeSuspended: q.include_suspension_rows === 1,
    saleDate: parseQueryDate(q.SALE_DATE, 'querystring.SALE_DATE'),
    category: q.category,
    itemNm: q.ITEM_NM,
    shohinNm: q.SHOHIN_NM,
    shukkashaNm: q.SHUKKASHA_NM,
    tantoshaNm: q.TANTOSHA_NM,
  };
  const { rows, total } = await listReceivings(deps.db, filter, { by: q.order_by, order: q.order }, q.per, offsetOf(q.per, q.page));
  return pageEnvelope(await withSalesAndPhotos(deps, rows), total, q.per, q.page);
}

export const listReceivingOptions = (deps: AdminTransactionDeps) => receivingOptions(deps.db);

async function oneReceiving(deps: AdminTransactionDeps, key: ReceivingKey): Promise<AdminReceiving> {
  const row = await findReceivingRow(deps.db, key.NIUKE_DEMPYO_NO, key.NIUKE_NO);
  if (!row) throw new ApiError(404, msg.receivingNotFound, { code: 'receiving_not_found' });
  return (await withSalesAndPhotos(deps, [row]))[0];
}

const notFound = (_key: ReceivingKey) => new ApiError(404, msg.receivingNotFound, { code: 'receiving_not_found', field: 'NIUKE_DEMPYO_NO' });

/**
 * PUT /admins/receiving: STOCK_SU, BIKO and the web listing (pricing, listing, correcting).
 * The lot never offers more than is in stock; open buyer listings redraw the lot.
 */
export async function changeReceiving(deps: AdminTransactionDeps, actor: Actor, body: ReceivingChange): Promise<AdminReceiving> {
  const listed = await deps.db.transaction(async (tx) => {
    const locked = await lockReceiving(tx, body.NIUKE_DEMPYO_NO, body.NIUKE_NO);
    if (!locked) throw notFound(body);
    const { receiving, lot } = locked;
    const stockSu = body.STOCK_SU ?? receiving.stock_su;
    const biko = body.BIKO ?? receiving.biko;
    await updateReceiving(tx, receiving.id, stockSu, biko);
    const listing = await applyListingChange(tx, { receiving, lot, stockSu, change: body.web, at: actor.at });
    await writeAdminChange(tx, {
      ...actor,
      entity: 'receiving',
      key: `${body.NIUKE_DEMPYO_NO}-${body.NIUKE_NO}`,
      action: 'update',
      before: { STOCK_SU: receiving.stock_su, BIKO: receiving.biko, ...listingLog(listing.before) },
      after: { STOCK_SU: stockSu, BIKO: biko, ...listingLog(listing.after) },
    });
    return { lotId: listing.lotId, favorite: favoriteChangeOf(listing.before, listing.after) };
  });
  if (listed.lotId !== null && listed.favorite) await announceFavoriteLots(deps, [listed.lotId], listed.favorite);
  return oneReceiving(deps, body);
}

/** DELETE /admins/receiving/delete: 409 while sale lines (or negotiations) hold it. */
export async function removeReceiving(deps: AdminTransactionDeps, actor: Actor, key: ReceivingKey): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockReceiving(tx, key.NIUKE_DEMPYO_NO, key.NIUKE_NO);
    if (!locked) throw notFound(key);
    const refs = await receivingReferences(tx, locked.receiving.id);
    if (refs.sales > 0 || refs.negotiations > 0) {
      throw new ApiError(409, msg.receivingHasSales, { code: 'receiving_has_sales' });
    }
    await deleteReceivingAndLot(tx, locked.receiving.id);
    await writeAdminChange(tx, {
      ...actor,
      entity: 'receiving',
      key: `${key.NIUKE_DEMPYO_NO}-${key.NIUKE_NO}`,
      action: 'delete',
      before: { SALE_DATE: locked.receiving.sale_date, IRI_SU: locked.receiving.iri_su, STOCK_SU: locked.receiving.stock_su, BIKO: locked.receiving.biko },
    });
  });
}
