import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import type { Actor, AdminMasterDeps } from '../common/admin-change';
import { offsetOf, pageEnvelope, splitTotal } from '../../../http/page-envelope';
import { changedFields, insertColumns, updateColumns } from '../common/sql';
import { adminMasterMessages as m } from '../messages';
import { deleteItem, findItem, ITEM_COLUMNS, itemUsage, listItems } from './items-repository';
import type { ItemCreate, ItemRow, ItemUpdate } from './items-schemas';
import type { Queryable } from '../../../db/types';

export async function itemPage(
  deps: AdminMasterDeps,
  q: { query?: string; include_suspension_rows: 0 | 1; per: number; page: number; order_by?: string; order?: 'asc' | 'desc' },
) {
  const { rows, total } = splitTotal(
    await listItems(deps.db, {
      query: q.query,
      includeSuspended: q.include_suspension_rows === 1,
      per: q.per,
      offset: offsetOf(q.per, q.page),
      orderBy: q.order_by,
      order: q.order,
    }),
  );
  return pageEnvelope(rows, total, q.per, q.page);
}

async function checkParent(tx: Queryable, code: string, parent: string | null | undefined): Promise<void> {
  if (parent === undefined || parent === null || parent === '') return;
  if (parent === code || !(await findItem(tx, parent))) throw new ApiError(400, 'H_ITEM_CD: no such item', m.parentItemUnknown);
}

const stored = ({ H_ITEM_NM: _name, ...row }: ItemRow) => row;

export async function createItem(deps: AdminMasterDeps, actor: Actor, body: ItemCreate): Promise<ItemRow> {
  return deps.db.transaction(async (tx) => {
    if (await findItem(tx, body.ITEM_CD)) throw new ApiError(409, 'ITEM_CD: already exists', m.duplicate(m.item));
    await checkParent(tx, body.ITEM_CD, body.H_ITEM_CD);
    await insertColumns(tx, 'items', ITEM_COLUMNS, { ...body, H_ITEM_CD: body.H_ITEM_CD || null });
    const created = (await findItem(tx, body.ITEM_CD)) as ItemRow;
    await writeAdminChange(tx, { ...actor, entity: 'item', key: body.ITEM_CD, action: 'create', after: stored(created) });
    return created;
  });
}

export async function editItem(deps: AdminMasterDeps, actor: Actor, code: string, body: ItemUpdate): Promise<ItemRow> {
  const { ITEM_CD: _cd, ...changes } = body;
  return deps.db.transaction(async (tx) => {
    const current = await findItem(tx, code, true);
    if (!current) throw new ApiError(404, 'ITEM_CD: no such item', m.notFound(m.item));
    await checkParent(tx, code, changes.H_ITEM_CD);
    const normalised = changes.H_ITEM_CD === '' ? { ...changes, H_ITEM_CD: null } : changes;
    await updateColumns(tx, 'items', ITEM_COLUMNS, { sql: 'item_cd = $1', params: [code] }, normalised);
    const updated = (await findItem(tx, code)) as ItemRow;
    await writeAdminChange(tx, { ...actor, entity: 'item', key: code, action: 'update', ...changedFields(Object.keys(normalised), current, updated) });
    return updated;
  });
}

/** An item with products or child items is 409: suspend it instead. */
export async function removeItem(deps: AdminMasterDeps, actor: Actor, code: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await findItem(tx, code, true);
    if (!current) throw new ApiError(404, 'ITEM_CD: no such item', m.notFound(m.item));
    const usage = await itemUsage(tx, code);
    if (usage.products) throw new ApiError(409, `ITEM_CD: ${usage.products} products use this item`, m.inUse(m.item, m.products));
    if (usage.children) throw new ApiError(409, `ITEM_CD: ${usage.children} items have it as parent`, m.inUse(m.item, m.item));
    await deleteItem(tx, code);
    await writeAdminChange(tx, { ...actor, entity: 'item', key: code, action: 'delete', before: stored(current) });
  });
}
