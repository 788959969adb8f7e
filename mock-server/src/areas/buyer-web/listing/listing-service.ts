import { ApiError } from '../../../http/api-error';
import { filtersJson } from './web-filters-answer';
import { type WebItemFilters, type WebItemRow } from '../web-item/web-item-repository';
import { findLotPhotoKeys } from '../web-item/web-lot-repository';
import { numericParameter, PARAM_NEW_ITEM_DISPLAY_SECONDS } from '../../../db/settings-repository';
import type { BranchPurchaseTerms } from '../branch-terms-repository';
import type { Buyer, BuyerWebDeps } from '../deps';
import { buyerWebMessages as msg } from '../messages';
import { stemPrice } from '../../../domain/pricing';
import { resalePriceOfStem } from '../../../domain/resale-price';

/** Signed photo URLs live about as long as the sample's (spec §9: ~5400 s). */
export const PHOTO_URL_SECONDS = 5400;
const DEFAULT_NEW_ITEM_SECONDS = 3600;

/**
 * GET /users/web: what each filter can take, the notice, the market's web hours and the branch's
 * approval rule, as JSON bytes from the listing model.
 */
export async function getWebFilters(deps: BuyerWebDeps, buyer: Buyer): Promise<Buffer> {
  const now = deps.clock.now();
  const reads = await deps.snapshot.current(now);
  const { terms } = await reads.overlay(buyer.branchId);
  return filtersJson(now, deps.snapshot.filterOptions(now), deps.snapshot.settings(), terms);
}

/** GET /users/web/detail: one page of lots in the pagination envelope of spec §3, as JSON bytes from the listing model. */
export async function getWebItemsPage(deps: BuyerWebDeps, buyer: Buyer, filters: WebItemFilters, page: { per: number; page: number }): Promise<Buffer> {
  const now = deps.clock.now();
  const reads = await deps.snapshot.current(now);
  const overlay = await reads.overlay(buyer.branchId);
  return deps.snapshot.pageJson(filters, page, overlay, {
    now,
    branchId: buyer.branchId,
    signThumbnail: (key) => deps.files.createSignedUrl(key, 'GET', PHOTO_URL_SECONDS),
  });
}

/** One lot of the cart as the listing answers it. */
export function webItemAnswer(deps: BuyerWebDeps, { thumbnail_key, recommended_start_time, ...row }: WebItemRow, terms: BranchPurchaseTerms, now: Date) {
  return {
    ...row,
    recommended_start_time: recommended_start_time ? recommended_start_time.toISOString() : null,
    // What one package would cost per stem now, commission included, plus the branch's margin.
    sell_price: resalePriceOfStem(
      stemPrice({ ...row, unit_price: Number(row.unit_price), recommended_start_time }, row.bundle_tanka_list, 1, now),
      terms.sale_rate,
      terms.sell_margin_rate,
    ),
    thumbnail_url: thumbnail_key ? deps.files.createSignedUrl(thumbnail_key, 'GET', PHOTO_URL_SECONDS) : null,
  };
}

/** NEW_ITEM_DISPLAY_SECONDS as the listing reads it (seconds a lot counts as 新着). */
export async function newItemSeconds(deps: BuyerWebDeps): Promise<number> {
  return Math.floor(await numericParameter(deps.db, PARAM_NEW_ITEM_DISPLAY_SECONDS, DEFAULT_NEW_ITEM_SECONDS));
}

/** GET /users/web/news: the ticker above the listing. */
export async function getWebTicker(deps: BuyerWebDeps) {
  const now = deps.clock.now();
  await deps.snapshot.current(now);
  return deps.snapshot.ticker(now);
}

/** GET /users/web/photo: signed, expiring GET URLs of the lot's product and receiving images. */
export async function getWebPhotos(deps: BuyerWebDeps, id: number) {
  const keys = await findLotPhotoKeys(deps.db, id);
  if (!keys) throw new ApiError(404, msg.lotNotFound, { code: 'lot_not_found', field: 'id' });
  const url = (key: string | null) => (key ? deps.files.createSignedUrl(key, 'GET', PHOTO_URL_SECONDS) : null);
  return {
    shohin_image_1: url(keys.shohin_image_1),
    shohin_image_2: url(keys.shohin_image_2),
    niuke_image_1: url(keys.niuke_image_1),
    niuke_image_2: url(keys.niuke_image_2),
    shohin_name: keys.shohin_name,
  };
}
