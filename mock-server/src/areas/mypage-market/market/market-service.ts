import type { Queryable } from '../../../db/types';
import type { AreaDeps } from '../../../http/area-deps';
import { currentRollup } from '../price-history/rollup-repository';
import { ApiError } from '../../../http/api-error';
import { dailyItemFigures, findItemName, itemFigures, latestSaleDate, recentListingDate, saleDates, varietyFigures } from './market-repository';
import { parseQueryDate } from '../../../http/query-dates';
import { addDays, japanToday, slashDate } from '../../../time/japan-time';
import { mypageMarketMessages } from '../messages';

const SALE_DATE_CHOICES = 30;
const CHART_DAYS = 30;
/** Lots of coming sale dates are bought ahead: their days are offered once they have sales. */
const AHEAD_DAYS = 31;
const slash = (d: string | null) => (d === null ? null : slashDate(d));

/** The day shown: the one asked for, else the latest day with sales up to today. */
async function marketDay(db: Queryable, asked: string | undefined, now: Date): Promise<string | null> {
  return parseQueryDate(asked, 'querystring.sale_date') ?? (await latestSaleDate(db, japanToday(now)));
}

export async function marketSummary(deps: AreaDeps, query: { sale_date?: string }) {
  const now = deps.clock.now();
  const today = japanToday(now);
  const day = await marketDay(deps.db, query.sale_date, now);
  const [datas, dates, listed] = await Promise.all([
    day ? itemFigures(deps.db, day) : Promise.resolve([]),
    saleDates(deps.db, today, SALE_DATE_CHOICES, AHEAD_DAYS),
    recentListingDate(deps.db, today),
  ]);
  return { sale_date: slash(day), recent_listing_date: slash(listed), sale_dates: dates.map(slashDate), datas };
}

export async function marketDetail(deps: AreaDeps, query: { item_cd: string; sale_date?: string; days?: number; variety?: string }) {
  const now = deps.clock.now();
  const itemName = await findItemName(deps.db, query.item_cd);
  if (itemName === null) throw new ApiError(404, mypageMarketMessages.itemNotFound, { code: 'item_not_found', field: 'item_cd' });
  const today = japanToday(now);
  const day = await marketDay(deps.db, query.sale_date, now);
  const [datas, daily, listed] = await Promise.all([
    day ? varietyFigures(deps.db, query.item_cd, day) : Promise.resolve([]),
    day
      ? currentRollup(deps.db, today).then((through) =>
          dailyItemFigures(deps.db, {
            itemCd: query.item_cd,
            from: addDays(day, -((query.days ?? CHART_DAYS) - 1)),
            to: day,
            variety: query.variety ?? null,
            through,
          }),
        )
      : Promise.resolve([]),
    recentListingDate(deps.db, today, query.item_cd),
  ]);
  return { item_cd: query.item_cd, item_name: itemName, sale_date: slash(day), recent_listing_date: slash(listed), datas, daily };
}
