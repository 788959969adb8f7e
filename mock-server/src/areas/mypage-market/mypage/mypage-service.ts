import type { AreaDeps } from '../../../http/area-deps';
import { parseQueryMonth } from '../../../http/query-dates';
import { buyerNewsPage } from '../news/news-service';
import { findCalendarNote, listActiveLinks, listSchedules } from './mypage-repository';

/** How many news my page shows. */
const MYPAGE_NEWS = 5;

/** My page: the latest news, the month's schedule and calendar note, and the links. */
export async function mypage(deps: AreaDeps, accountId: number, askedMonth: string | undefined) {
  const now = deps.clock.now();
  const month = parseQueryMonth(askedMonth, now);
  const [news, schedules, links, note] = await Promise.all([
    buyerNewsPage(deps, accountId, MYPAGE_NEWS, 1, now),
    listSchedules(deps.db, month),
    listActiveLinks(deps.db),
    findCalendarNote(deps.db, month),
  ]);
  return { month: month.slice(0, 7), news: news.datas, schedules, links, calendar_note: note };
}
