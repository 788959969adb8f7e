import { ApiError } from '../../../http/api-error';
import type { ListParams } from '../../../http/contract';
import type { Actor } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { createCoded, editCoded, masterPage, removeCoded, type CodeMaster } from '../common/code-master';
import { adminMasterMessages as m } from '../messages';
import { deleteItem, findItem, ITEM_COLUMNS, itemUsage, listItems } from './items-repository';
import type { ItemCreate, ItemRow, ItemUpdate } from './items-schemas';

/** H_ITEM_NM is the parent's name, read through the join: not a field of the item itself. */
const stored = ({ H_ITEM_NM: _name, ...row }: ItemRow) => row;

const items: CodeMaster<ItemRow> = {
  entity: 'item',
  noun: m.item,
  codeField: 'ITEM_CD',
  table: 'items',
  columns: ITEM_COLUMNS,
  keyColumn: 'item_cd',
  list: listItems,
  find: findItem,
  remove: deleteItem,
  /** An item with products or child items is 409: suspend it instead. */
  assertUnused: async (db, code) => {
    const usage = await itemUsage(db, code);
    if (usage.products) throw new ApiError(409, m.inUse(m.item, m.products), { code: 'in_use', field: 'ITEM_CD' });
    if (usage.children) throw new ApiError(409, m.inUse(m.item, m.item), { code: 'in_use', field: 'ITEM_CD' });
  },
  /** The parent, when one is named, is another item that exists. */
  check: async (db, code, { H_ITEM_CD: parent }) => {
    if (typeof parent !== 'string' || parent === '') return;
    if (parent === code || !(await findItem(db, parent))) throw new ApiError(400, m.parentItemUnknown, { code: 'parent_item_unknown', field: 'H_ITEM_CD' });
  },
  createdLog: stored,
  deletedLog: stored,
};

export const itemPage = (deps: AdminMasterDeps, q: ListParams) => masterPage(deps, items, q);

/** An empty parent is no parent. */
const withParent = <T extends { H_ITEM_CD?: string | null }>(values: T): T => (values.H_ITEM_CD === '' ? { ...values, H_ITEM_CD: null } : values);

export const createItem = (deps: AdminMasterDeps, actor: Actor, body: ItemCreate) => createCoded(deps, actor, items, body.ITEM_CD, withParent(body));

export function editItem(deps: AdminMasterDeps, actor: Actor, code: string, body: ItemUpdate): Promise<ItemRow> {
  const { ITEM_CD: _cd, ...changes } = body;
  return editCoded(deps, actor, items, code, withParent(changes));
}

export const removeItem = (deps: AdminMasterDeps, actor: Actor, code: string) => removeCoded(deps, actor, items, code);
