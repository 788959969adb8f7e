import type { Queryable } from '../../../db/types';
import type { AreaDeps } from '../../../http/area-deps';
import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import { listPage, listRead } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import { parseJapanDate, parseJapanDateTime } from '../japan-datetime';
import { adminNewsMailMessages as m } from '../messages';
import * as repo from './news-web-repository';
import type { WebNewsCreateBody, WebNewsItem, WebNewsUpdateBody } from './news-web-schemas';

export async function webNewsPage(deps: AreaDeps, q: { query?: string; include_suspension_rows: 0 | 1; per: number; page: number }) {
  return listPage(await repo.listWebNews(deps.db, listRead(q)), q);
}

function values(body: Required<WebNewsCreateBody>): repo.WebNewsValues {
  const startDate = parseJapanDateTime(body.START_DATE, 'START_DATE');
  const endDate = parseJapanDateTime(body.END_DATE, 'END_DATE');
  if (endDate < startDate) throw new ApiError(400, m.endBeforeStart, { code: 'end_before_start', field: 'END_DATE' });
  return { date: parseJapanDate(body.DATE, 'DATE'), startDate, endDate, title: body.TITLE, printOrder: body.PRINT_ORDER, suspendFlg: body.SUSPEND_FLG };
}

const logged = ({ id: _id, ...fields }: WebNewsItem) => fields;

// Each write answers once its ticker event is stored: open /web tickers hear it from the change
// feed (news-events.ts words the fact), and the caller may read it back at once.
export async function createWebNews(deps: AreaDeps, actor: Actor, body: WebNewsCreateBody): Promise<WebNewsItem> {
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo.insertWebNews(tx, values({ ...body, SUSPEND_FLG: body.SUSPEND_FLG ?? false }));
    await writeAdminChange(tx, { ...actor, entity: 'news_web', key: row.id, action: 'create', after: logged(row) });
    return row;
  });
  await deps.marketFacts.settled();
  return created;
}

async function locked(tx: Queryable, id: number): Promise<WebNewsItem> {
  const found = await repo.findWebNews(tx, id);
  if (!found) throw new ApiError(404, m.webNewsNotFound, { code: 'web_news_not_found', field: 'id' });
  return found;
}

export async function updateWebNews(deps: AreaDeps, actor: Actor, id: number, body: WebNewsUpdateBody): Promise<WebNewsItem> {
  const updated = await deps.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    const after = await repo.updateWebNews(tx, id, values({ ...before, ...body }));
    await writeAdminChange(tx, { ...actor, entity: 'news_web', key: id, action: 'update', before: logged(before), after: logged(after) });
    return after;
  });
  await deps.marketFacts.settled();
  return updated;
}

export async function deleteWebNews(deps: AreaDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    await repo.deleteWebNews(tx, id);
    await writeAdminChange(tx, { ...actor, entity: 'news_web', key: id, action: 'delete', before: logged(before) });
  });
  await deps.marketFacts.settled();
}
