import type { AreaDeps } from '../../../http/area-deps';
import { writeAdminChange } from '../../../logs/audit-log';
import { listPage, listRead } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import * as repo from './mail-categories-repository';
import type { MailCategoryItem } from './mail-categories-schemas';

export async function mailCategoryPage(deps: AreaDeps, q: { query?: string; per: number; page: number }) {
  return listPage(await repo.listMailCategories(deps.db, listRead(q)), q);
}

export async function createMailCategory(deps: AreaDeps, actor: Actor, category: string): Promise<MailCategoryItem> {
  return deps.db.transaction(async (tx) => {
    const created = await repo.insertMailCategory(tx, category, actor.at);
    await writeAdminChange(tx, { ...actor, entity: 'mail_category', key: created.CATEGORY_NO, action: 'create', after: { CATEGORY: created.CATEGORY } });
    return created;
  });
}
