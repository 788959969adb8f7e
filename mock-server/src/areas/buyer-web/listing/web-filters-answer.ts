import type { WebFilterOptions } from '../snapshot/listing-view';
import type { WebHoursRow } from '../../../db/settings-repository';
import type { BranchPurchaseTerms } from '../branch-terms-repository';
import type { MarketSettings } from '../snapshot/snapshot-repository';
import { japanDate, slashDate } from '../../../time/japan-time';
import { COLOR_GROUPS, OPEN_HOURS } from '../../../domain/values';
import { buyerWebMessages as msg } from '../messages';
import { webHoursSpan, webHoursStatus } from '../web-hours';

/** The next `days` Japan dates from today, 'YYYY/MM/DD' (spec §9 "Date lists cover the next N days"). */
function saleDateOptions(now: Date, days: number): string[] {
  const start = Date.parse(`${japanDate(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => slashDate(new Date(start + i * 86_400_000).toISOString().slice(0, 10)));
}

/** What GET /users/web says about the market as a whole: the same for every branch at one moment. */
function marketPart(now: Date, options: WebFilterOptions, days: number, notice: string, hours: WebHoursRow | null, taxRate: number, deadlineTime: string) {
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
    // What the quantity dialog needs to show the amount before committing, as the server will charge it.
    tax_rate: taxRate,
  };
}

/** The branch's own part: its approval rule and rates. */
const branchPart = (terms: BranchPurchaseTerms) => ({
  // The head branch's /setting: such a branch may reserve and negotiate, but not buy (POST /users/web/buy answers 403).
  purchase_approval_required: terms.purchase_approval,
  // The client shows the 販売目安 (each item's sell_price) only when the branch adds a margin.
  sell_margin_rate: terms.sell_margin_rate,
  sale_rate: terms.sale_rate,
});

/**
 * The market-wide part as JSON bytes, kept per settings object (replaced whenever a parameter
 * changes) while the filter options stay the same and the clock stays inside the span over
 * which the Japan date and the web-hours state do not move: a page load then serialises only
 * the branch's three fields.
 */
const heads = new WeakMap<MarketSettings, { options: WebFilterOptions; from: number; until: number; json: Buffer }>();

/** GET /users/web from the listing model: the market's part and the branch's, as JSON bytes. */
export function filtersJson(now: Date, options: WebFilterOptions, settings: MarketSettings, terms: BranchPurchaseTerms): Buffer {
  const at = now.getTime();
  let head = heads.get(settings);
  if (head?.options !== options || at < head.from || at >= head.until) {
    const market = marketPart(now, options, settings.saleDateDays, settings.notice, settings.hours, settings.taxRate, settings.nextOrderDeadline);
    head = { options, ...webHoursSpan(settings.hours, now), json: Buffer.from(JSON.stringify(market).slice(0, -1)) };
    heads.set(settings, head);
  }
  return Buffer.concat([head.json, Buffer.from(`,${JSON.stringify(branchPart(terms)).slice(1)}`)]);
}
