import { ApiError } from '../../../http/api-error';
import { findWebFilterOptions, type WebFilterOptions } from './web-filter-repository';
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
  type WebHoursRow,
} from '../../../db/settings-repository';
import { findBranchPurchaseTerms, type BranchPurchaseTerms } from '../branch-terms-repository';
import type { Buyer, BuyerWebDeps } from '../deps';
import { japanDate, slashDate } from '../../../time/japan-time';
import { COLOR_GROUPS, OPEN_HOURS } from '../../../domain/values';
import { buyerWebMessages as msg } from '../messages';
import { stemPrice } from '../../../domain/pricing';
import { resalePriceOfStem } from '../../../domain/resale-price';
import { webHoursStatus } from '../web-hours';

/** Signed photo URLs live about as long as the sample's (spec §9: ~5400 s). */
export const PHOTO_URL_SECONDS = 5400;
const DEFAULT_NEW_ITEM_SECONDS = 3600;
const DEFAULT_SALE_DATE_DAYS = 7;

/** The next `days` Japan dates from today, 'YYYY/MM/DD' (spec §9 "Date lists cover the next N days"). */
export function saleDateOptions(now: Date, days: number): string[] {
  const start = Date.parse(`${japanDate(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => slashDate(new Date(start + i * 86_400_000).toISOString().slice(0, 10)));
}

/** GET /users/web: what each filter can take, the notice, the market's web hours and the branch's approval rule. */
export async function getWebFilters(deps: BuyerWebDeps, buyer: Buyer) {
  const now = deps.clock.now();
  const snapshot = deps.snapshot;
  if (snapshot && (await snapshot.current(now))) {
    const settings = snapshot.settings();
    const { terms } = await snapshot.branches.overlay(buyer.branchId);
    return filtersAnswer(
      now,
      snapshot.filterOptions(now),
      settings.saleDateDays,
      settings.notice,
      settings.hours,
      terms,
      settings.taxRate,
      settings.nextOrderDeadline,
    );
  }
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

function filtersAnswer(
  now: Date,
  options: WebFilterOptions,
  days: number,
  notice: string,
  hours: WebHoursRow | null,
  terms: BranchPurchaseTerms,
  taxRate: number,
  deadlineTime: string,
) {
  const status = webHoursStatus(hours, now);
  return {
    item_names: options.item_names,
    sale_dates: saleDateOptions(now, Math.min(Math.max(1, Math.floor(days)), 60)),
    color_groups: [...COLOR_GROUPS],
    shippers: options.shippers,
    varieties: options.varieties,
    colors: options.colors,
    open_hours: OPEN_HOURS,
    is_web_open: options.has_web_open,
    is_recommended: options.has_recommended,
    notice,
    web_hours: { ...status, message: status.is_open ? null : msg.outsideHours(status.opens_at_label as string) },
    next_order_deadline: { time: deadlineTime, message: msg.nextOrderDeadline(deadlineTime) },
    // The head branch's /setting: such a branch may reserve and negotiate, but not buy (POST /users/web/buy answers 403).
    purchase_approval_required: terms.purchase_approval,
    // The client shows the 販売目安 (each item's sell_price) only when the branch adds a margin.
    sell_margin_rate: terms.sell_margin_rate,
    // What the quantity dialog needs to show the amount before committing, as the server will charge it.
    tax_rate: taxRate,
    sale_rate: terms.sale_rate,
  };
}

/**
 * GET /users/web/detail from the shared in-memory listing (issue 19): the JSON bytes of the page;
 * from the database while the snapshot's feed is down.
 */
export async function webItemsPageAnswer(
  deps: BuyerWebDeps,
  buyer: Buyer,
  filters: WebItemFilters,
  page: { per: number; page: number },
): Promise<Buffer | Awaited<ReturnType<typeof getWebItemsPage>>> {
  const now = deps.clock.now();
  const snapshot = deps.snapshot;
  if (snapshot && (await snapshot.current(now))) {
    const overlay = await snapshot.branches.overlay(buyer.branchId);
    return snapshot.pageJson(filters, page, overlay, {
      now,
      branchId: buyer.branchId,
      signThumbnail: (key) => deps.files.createSignedUrl(key, 'GET', PHOTO_URL_SECONDS),
    });
  }
  return getWebItemsPage(deps, buyer, filters, page);
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
