import type { Db, Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import { listPage, listRead } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import { parseJapanDate, parseJapanDateTime } from '../japan-datetime';
import { adminNewsMailMessages as m } from '../messages';
import * as repo from './news-web-repository';
import type { WebNewsCreateBody, WebNewsItem, WebNewsUpdateBody } from './news-web-schemas';

export async function webNewsPage(db: Queryable, q: { query?: string; include_suspension_rows: 0 | 1; per: number; page: number }) {
  return listPage(await repo.listWebNews(db, listRead(q)), q);
}

function values(body: Required<WebNewsCreateBody>): repo.WebNewsValues {
  const startDate = parseJapanDateTime(body.START_DATE, 'START_DATE');
  const endDate = parseJapanDateTime(body.END_DATE, 'END_DATE');
  if (endDate < startDate) throw new ApiError(400, m.endBeforeStart, { code: 'end_before_start', field: 'END_DATE' });
  return { date: parseJapanDate(body.DATE, 'DATE'), startDate, endDate, title: body.TITLE, printOrder: body.PRINT_ORDER, suspendFlg: body.SUSPEND_FLG };
}

const logged = ({ id: _id, ...fields }: WebNewsItem) => fields;

export async function createWebNews(db: Db, actor: Actor, body: WebNewsCreateBody): Promise<WebNewsItem> {
  return db.transaction(async (tx) => {
    const created = await repo.insertWebNews(tx, values({ ...body, SUSPEND_FLG: body.SUSPEND_FLG ?? false }));
    await writeAdminChange(tx, { ...actor, entity: 'news_web', key: created.id, action: 'create', after: logged(created) });
    return created;
  });
}

async function locked(tx: Queryable, id: number): Promise<WebNewsItem> {
  const found = await repo.findWebNews(tx, id);
  if (!found) throw new ApiError(404, m.webNewsNotFound, { code: 'web_news_not_found', field: 'id' });
  return found;
}

export async function updateWebNews(db: Db, actor: Actor, id: number, body: WebNewsUpdateBody): Promise<WebNewsItem> {
  return db.transaction(async (tx) => {
    const before = await locked(tx, id);
    const after = await repo.updateWebNews(tx, id, values({ ...before, ...body }));
    await writeAdminChange(tx, { ...actor, entity: 'news_web', key: id, action: 'update', before: logged(before), after: logged(after) });
    return after;
  });
}

export async function deleteWebNews(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await locked(tx, id);
    await repo.deleteWebNews(tx, id);
    await writeAdminChange(tx, { ...actor, entity: 'news_web', key: id, action: 'delete', before: logged(before) });
  });
}
