import type { Db, Queryable } from '../../../db/types';
import { writeAdminChange } from '../../../logs/audit-log';
import { listPage, listRead } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import * as repo from './mail-categories-repository';
import type { MailCategoryItem } from './mail-categories-schemas';

export async function mailCategoryPage(db: Queryable, q: { query?: string; per: number; page: number }) {
  return listPage(await repo.listMailCategories(db, listRead(q)), q);
}

export async function createMailCategory(db: Db, actor: Actor, category: string): Promise<MailCategoryItem> {
  return db.transaction(async (tx) => {
    const created = await repo.insertMailCategory(tx, category, actor.at);
    await writeAdminChange(tx, { ...actor, entity: 'mail_category', key: created.CATEGORY_NO, action: 'create', after: { CATEGORY: created.CATEGORY } });
    return created;
  });
}
