import type { Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import type { ListParams } from '../../../http/contract';
import { listPage, listRead, type ListRead } from '../../../http/page-envelope';
import { writeAdminChange } from '../../../logs/audit-log';
import { adminMasterMessages as m } from '../messages';
import type { Actor } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { changedFields, insertColumns, updateColumns } from './sql';

/**
 * A master keyed by a code the administrator chooses (items, shippers): a code that exists
 * cannot be created again (409), an unknown one is 404, a row still referred to cannot be
 * deleted (409: suspend it instead), and every change is a system log line.
 */
export interface CodeMaster<Row extends Record<string, unknown>> {
  /** The system log's name of the thing ('item'), also in the detail texts. */
  entity: string;
  /** Its Japanese name in the answers' messages. */
  noun: string;
  /** The code's API field ('ITEM_CD'). */
  codeField: string;
  table: string;
  /** API field → column, for INSERT and UPDATE. */
  columns: Record<string, string>;
  /** The code's column, for UPDATE's WHERE. */
  keyColumn: string;
  list: (db: Queryable, q: ListRead) => Promise<(Row & { total: number })[]>;
  find: (db: Queryable, code: string, forUpdate?: boolean) => Promise<Row | null>;
  remove: (db: Queryable, code: string) => Promise<void>;
  /** Throws 409 naming what still refers to the row. */
  assertUnused: (db: Queryable, code: string) => Promise<void>;
  /** Checks of new or changed values beyond the schema, in the transaction (a parent that exists). */
  check?: (db: Queryable, code: string, values: Record<string, unknown>) => Promise<void>;
  /** What the log line of a creation / deletion shows of the row; the whole row by default. */
  createdLog?: (row: Row) => Record<string, unknown>;
  deletedLog?: (row: Row) => Record<string, unknown>;
}

export async function masterPage<Row extends Record<string, unknown>>(deps: AdminMasterDeps, master: CodeMaster<Row>, q: ListParams) {
  return listPage(await master.list(deps.db, listRead(q)), q);
}

const notFound = <Row extends Record<string, unknown>>(master: CodeMaster<Row>) =>
  new ApiError(404, m.notFound(master.noun), { code: 'not_found', field: master.codeField });

/** The row just written, read back in the same transaction. */
async function written<Row extends Record<string, unknown>>(tx: Queryable, master: CodeMaster<Row>, code: string): Promise<Row> {
  const row = await master.find(tx, code);
  if (!row) throw new Error(`${master.entity} ${code}: not found right after it was written`);
  return row;
}

export async function createCoded<Row extends Record<string, unknown>>(
  deps: AdminMasterDeps,
  actor: Actor,
  master: CodeMaster<Row>,
  code: string,
  values: Record<string, unknown>,
): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    if (await master.find(tx, code)) throw new ApiError(409, m.duplicate(master.noun), { code: 'duplicate', field: master.codeField });
    await master.check?.(tx, code, values);
    await insertColumns(tx, master.table, master.columns, values);
    const created = await written(tx, master, code);
    await writeAdminChange(tx, { ...actor, entity: master.entity, key: code, action: 'create', after: master.createdLog?.(created) ?? created });
    return created;
  });
}

/** `changes` are the fields to set (the code itself is not among them). */
export async function editCoded<Row extends Record<string, unknown>>(
  deps: AdminMasterDeps,
  actor: Actor,
  master: CodeMaster<Row>,
  code: string,
  changes: Record<string, unknown>,
): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    const current = await master.find(tx, code, true);
    if (!current) throw notFound(master);
    await master.check?.(tx, code, changes);
    await updateColumns(tx, master.table, master.columns, { sql: `${master.keyColumn} = $1`, params: [code] }, changes);
    const updated = await written(tx, master, code);
    await writeAdminChange(tx, { ...actor, entity: master.entity, key: code, action: 'update', ...changedFields(Object.keys(changes), current, updated) });
    return updated;
  });
}

export async function removeCoded<Row extends Record<string, unknown>>(
  deps: AdminMasterDeps,
  actor: Actor,
  master: CodeMaster<Row>,
  code: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await master.find(tx, code, true);
    if (!current) throw notFound(master);
    await master.assertUnused(tx, code);
    await master.remove(tx, code);
    await writeAdminChange(tx, { ...actor, entity: master.entity, key: code, action: 'delete', before: master.deletedLog?.(current) ?? current });
  });
}
