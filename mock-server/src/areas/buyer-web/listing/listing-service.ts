import { ApiError } from '../../../http/api-error';
import { findWebFilterOptions } from './web-filter-repository';
import { filtersAnswer, filtersJson } from './web-filters-answer';
import { listWebItems, type WebItemFilters, type WebItemRow } from '../web-item/web-item-repository';
import { listActiveWebNews } from './web-news-repository';
import { findLotPhotoKeys } from '../web-item/web-lot-repository';
import {
  taxRatePercent,
  findWebHours,
  nextOrderDeadlineTime,
  numericParameter,
  PARAM_NEW_ITEM_DISPLAY_SECONDS,
  PARAM_SALE_DATE_DAYS,
  PARAM_WEB_NOTICE,
  textParameter,
} from '../../../db/settings-repository';
import { findBranchPurchaseTerms, type BranchPurchaseTerms } from '../branch-terms-repository';
import type { Buyer, BuyerWebDeps } from '../deps';
import { japanDate } from '../../../time/japan-time';
import { buyerWebMessages as msg } from '../messages';
import { stemPrice } from '../../../domain/pricing';
import { resalePriceOfStem } from '../../../domain/resale-price';

/** Signed photo URLs live about as long as the sample's (spec §9: ~5400 s). */
export const PHOTO_URL_SECONDS = 5400;
const DEFAULT_NEW_ITEM_SECONDS = 3600;
const DEFAULT_SALE_DATE_DAYS = 7;

/** GET /users/web from the shared listing (the JSON bytes), or null while its feed is down. */
async function sharedWebFilters(deps: BuyerWebDeps, buyer: Buyer): Promise<Buffer | null> {
  const now = deps.clock.now();
  const snapshot = deps.snapshot;
  if (!snapshot || !(await snapshot.current(now))) return null;
  const { terms } = await snapshot.branches.overlay(buyer.branchId);
  return filtersJson(now, snapshot.filterOptions(now), snapshot.settings(), terms);
}

/**
 * GET /users/web: what each filter can take, the notice, the market's web hours and the branch's
 * approval rule; the JSON bytes from the shared listing, an object read from the database while
 * its feed is down.
 */
export async function getWebFilters(deps: BuyerWebDeps, buyer: Buyer): Promise<Buffer | ReturnType<typeof filtersAnswer>> {
  const shared = await sharedWebFilters(deps, buyer);
  if (shared) return shared;
  const now = deps.clock.now();
  const [options, days, notice, hours, terms, taxRate, deadlineTime] = await Promise.all([
    findWebFilterOptions(deps.db, japanDate(now)),
    numericParameter(deps.db, PARAM_SALE_DATE_DAYS, DEFAULT_SALE_DATE_DAYS),
    textParameter(deps.db, PARAM_WEB_NOTICE),
    findWebHours(deps.db),
    findBranchPurchaseTerms(deps.db, buyer.branchId),
    taxRatePercent(deps.db),
    nextOrderDeadlineTime(deps.db),
  ]);
  return filtersAnswer(now, options, days, notice, hours, terms, taxRate, deadlineTime);
}

/** GET /users/web/detail from the shared in-memory listing: the JSON bytes of the page, or null while its feed is down. */
async function sharedWebItemsPage(deps: BuyerWebDeps, buyer: Buyer, filters: WebItemFilters, page: { per: number; page: number }): Promise<Buffer | null> {
  const now = deps.clock.now();
  const snapshot = deps.snapshot;
  if (!snapshot || !(await snapshot.current(now))) return null;
  const overlay = await snapshot.branches.overlay(buyer.branchId);
  return snapshot.pageJson(filters, page, overlay, {
    now,
    branchId: buyer.branchId,
    signThumbnail: (key) => deps.files.createSignedUrl(key, 'GET', PHOTO_URL_SECONDS),
  });
}

/** GET /users/web/detail: the shared listing's bytes, or the page read from the database while its feed is down. */
export async function webItemsPageAnswer(
  deps: BuyerWebDeps,
  buyer: Buyer,
  filters: WebItemFilters,
  page: { per: number; page: number },
): Promise<Buffer | Awaited<ReturnType<typeof getWebItemsPage>>> {
  return (await sharedWebItemsPage(deps, buyer, filters, page)) ?? getWebItemsPage(deps, buyer, filters, page);
}

/** GET /users/web/detail: one page of lots in the pagination envelope of spec §3, read from the database. */
export async function getWebItemsPage(deps: BuyerWebDeps, buyer: Buyer, filters: WebItemFilters, page: { per: number; page: number }) {
  const now = deps.clock.now();
  const [newItemSeconds, terms] = await Promise.all([
    numericParameter(deps.db, PARAM_NEW_ITEM_DISPLAY_SECONDS, DEFAULT_NEW_ITEM_SECONDS),
    findBranchPurchaseTerms(deps.db, buyer.branchId),
  ]);
  const { rows, total } = await listWebItems(
    deps.db,
    { branchId: buyer.branchId, now, today: japanDate(now), newItemSeconds: Math.floor(newItemSeconds) },
    filters,
    page,
  );
  const totalPages = Math.max(1, Math.ceil(total / page.per));
  return {
    currentPage: page.page,
    totalPages,
    per: page.per,
    total,
    isFirstPage: page.page === 1,
    isLastPage: page.page >= totalPages,
    datas: rows.map((row) => webItemAnswer(deps, row, terms, now)),
  };
}

/** One lot as the listing answers it (GET /users/web/detail from the database, the cart). */
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
  if (deps.snapshot && (await deps.snapshot.current(now))) return deps.snapshot.ticker(now);
  return listActiveWebNews(deps.db, now);
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
