import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import type { Actor, AdminMasterDeps } from '../common/admin-change';
import { offsetOf, pageEnvelope, splitTotal } from '../../../http/page-envelope';
import { changedFields, insertColumns, updateColumns } from '../common/sql';
import { adminMasterMessages as m } from '../messages';
import { deleteShipper, findShipper, listShippers, SHIPPER_COLUMNS, shipperReceivings } from './shippers-repository';
import type { ShipperCreate, ShipperRow, ShipperUpdate } from './shippers-schemas';

export async function shipperPage(
  deps: AdminMasterDeps,
  q: { query?: string; include_suspension_rows: 0 | 1; per: number; page: number; order_by?: string; order?: 'asc' | 'desc' },
) {
  const { rows, total } = splitTotal(
    await listShippers(deps.db, {
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

/** ITAKU_KAITSUKE_NM is the name of ITAKU_KAITSUKE_CD: 1 委託, 2 買付. */
const withItakuName = <T extends { ITAKU_KAITSUKE_CD?: '1' | '2' }>(body: T) =>
  body.ITAKU_KAITSUKE_CD ? { ...body, ITAKU_KAITSUKE_NM: m.itakuKaitsuke[body.ITAKU_KAITSUKE_CD] } : body;

export async function createShipper(deps: AdminMasterDeps, actor: Actor, body: ShipperCreate): Promise<ShipperRow> {
  return deps.db.transaction(async (tx) => {
    if (await findShipper(tx, body.SHUKKASHA_CD)) throw new ApiError(409, 'SHUKKASHA_CD: already exists', m.duplicate(m.shipper));
    await insertColumns(tx, 'shippers', SHIPPER_COLUMNS, withItakuName(body));
    const created = (await findShipper(tx, body.SHUKKASHA_CD)) as ShipperRow;
    await writeAdminChange(tx, { ...actor, entity: 'shipper', key: body.SHUKKASHA_CD, action: 'create', after: created });
    return created;
  });
}

export async function editShipper(deps: AdminMasterDeps, actor: Actor, code: string, body: ShipperUpdate): Promise<ShipperRow> {
  const { SHUKKASHA_CD: _cd, ...changes } = withItakuName(body);
  return deps.db.transaction(async (tx) => {
    const current = await findShipper(tx, code, true);
    if (!current) throw new ApiError(404, 'SHUKKASHA_CD: no such shipper', m.notFound(m.shipper));
    await updateColumns(tx, 'shippers', SHIPPER_COLUMNS, { sql: 'shukkasha_cd = $1', params: [code] }, changes);
    const updated = (await findShipper(tx, code)) as ShipperRow;
    await writeAdminChange(tx, { ...actor, entity: 'shipper', key: code, action: 'update', ...changedFields(Object.keys(changes), current, updated) });
    return updated;
  });
}

/** A shipper with receivings is 409: suspend it instead. */
export async function removeShipper(deps: AdminMasterDeps, actor: Actor, code: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await findShipper(tx, code, true);
    if (!current) throw new ApiError(404, 'SHUKKASHA_CD: no such shipper', m.notFound(m.shipper));
    const used = await shipperReceivings(tx, code);
    if (used) throw new ApiError(409, `SHUKKASHA_CD: ${used} receivings refer to this shipper`, m.inUse(m.shipper, m.receivings));
    await deleteShipper(tx, code);
    await writeAdminChange(tx, {
      ...actor,
      entity: 'shipper',
      key: code,
      action: 'delete',
      before: { SHUKKASHA_NM: current.SHUKKASHA_NM, SANCHI_NM: current.SANCHI_NM },
    });
  });
}
