import type { Queryable } from '../../../db/types';
import type { AreaDeps } from '../../../http/area-deps';
import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import { listPage, listRead } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import { adminNewsMailMessages as m } from '../messages';
import * as repo from './news-category-repository';
import type { NewsCategoryCreateBody, NewsCategoryItem, NewsCategoryUpdateBody } from './news-category-schemas';

export async function newsCategoryPage(deps: AreaDeps, q: { query?: string; include_suspension_rows: 0 | 1; per: number; page: number }) {
  return listPage(await repo.listNewsCategories(deps.db, listRead(q)), q);
}

const logged = ({ id: _id, ...fields }: NewsCategoryItem) => fields;

export async function createNewsCategory(deps: AreaDeps, actor: Actor, body: NewsCategoryCreateBody): Promise<NewsCategoryItem> {
  return deps.db.transaction(async (tx) => {
    const created = await repo.insertNewsCategory(tx, { name: body.name, order: body.order, SUSPEND_FLG: body.SUSPEND_FLG ?? false });
    await writeAdminChange(tx, { ...actor, entity: 'news_category', key: created.id, action: 'create', after: logged(created) });
    return created;
  });
}

async function locked(tx: Queryable, id: number): Promise<NewsCategoryItem> {
  const found = await repo.findNewsCategory(tx, id);
  if (!found) throw new ApiError(404, m.categoryNotFound, { code: 'category_not_found', field: 'id' });
  return found;
}

export async function updateNewsCategory(deps: AreaDeps, actor: Actor, id: number, body: NewsCategoryUpdateBody): Promise<NewsCategoryItem> {
  return deps.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    const after = await repo.updateNewsCategory(tx, { ...before, ...body });
    await writeAdminChange(tx, { ...actor, entity: 'news_category', key: id, action: 'update', before: logged(before), after: logged(after) });
    return after;
  });
}

/** 409 while any news still uses the category. */
export async function deleteNewsCategory(deps: AreaDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    const used = await repo.countNewsUsingCategory(tx, id);
    if (used > 0) throw new ApiError(409, m.categoryInUse, { code: 'category_in_use', field: 'id' });
    await repo.deleteNewsCategory(tx, id);
    await writeAdminChange(tx, { ...actor, entity: 'news_category', key: id, action: 'delete', before: logged(before) });
  });
}
