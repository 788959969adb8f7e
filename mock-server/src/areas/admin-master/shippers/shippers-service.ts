import { ApiError } from '../../../http/api-error';
import type { ListParams } from '../../../http/contract';
import type { Actor } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { createCoded, editCoded, masterPage, removeCoded, type CodeMaster } from '../common/code-master';
import { adminMasterMessages as m } from '../messages';
import { deleteShipper, findShipper, listShippers, SHIPPER_COLUMNS, shipperReceivings } from './shippers-repository';
import type { ShipperCreate, ShipperRow, ShipperUpdate } from './shippers-schemas';

const shippers: CodeMaster<ShipperRow> = {
  entity: 'shipper',
  noun: m.shipper,
  codeField: 'SHUKKASHA_CD',
  table: 'shippers',
  columns: SHIPPER_COLUMNS,
  keyColumn: 'shukkasha_cd',
  list: listShippers,
  find: findShipper,
  remove: deleteShipper,
  /** A shipper with receivings is 409: suspend it instead. */
  assertUnused: async (db, code) => {
    const used = await shipperReceivings(db, code);
    if (used) throw new ApiError(409, m.inUse(m.shipper, m.receivings), { code: 'in_use', field: 'SHUKKASHA_CD' });
  },
  deletedLog: (row) => ({ SHUKKASHA_NM: row.SHUKKASHA_NM, SANCHI_NM: row.SANCHI_NM }),
};

export const shipperPage = (deps: AdminMasterDeps, q: ListParams) => masterPage(deps, shippers, q);

/** ITAKU_KAITSUKE_NM is the name of ITAKU_KAITSUKE_CD: 1 委託, 2 買付. */
const withItakuName = <T extends { ITAKU_KAITSUKE_CD?: '1' | '2' }>(body: T) =>
  body.ITAKU_KAITSUKE_CD ? { ...body, ITAKU_KAITSUKE_NM: m.itakuKaitsuke[body.ITAKU_KAITSUKE_CD] } : body;

export const createShipper = (deps: AdminMasterDeps, actor: Actor, body: ShipperCreate) =>
  createCoded(deps, actor, shippers, body.SHUKKASHA_CD, withItakuName(body));

export function editShipper(deps: AdminMasterDeps, actor: Actor, code: string, body: ShipperUpdate): Promise<ShipperRow> {
  const { SHUKKASHA_CD: _cd, ...changes } = withItakuName(body);
  return editCoded(deps, actor, shippers, code, changes);
}

export const removeShipper = (deps: AdminMasterDeps, actor: Actor, code: string) => removeCoded(deps, actor, shippers, code);
