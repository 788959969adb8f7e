import { hashPassword } from '../../../passwords/password-hash';
import { checkNewPassword } from '../../../passwords/password-rules';
import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import type { Actor } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { listPage, listRead } from '../../../http/page-envelope';
import type { ListParams } from '../../../http/contract';
import { changedFields, insertColumns, updateColumns } from '../common/sql';
import { adminMasterMessages as m } from '../messages';
import {
  BRANCH_COLUMNS,
  branchIdOf,
  branchTrades,
  deleteBranch,
  findPurchaser,
  insertBranchAccount,
  insertPurchaser,
  listPurchasers,
  loginIdTaken,
  purchaserName,
  renamePurchaser,
  resetAccountPassword,
  revokeSessions,
  setAccountEmail,
} from './purchasers-repository';
import type { PurchaserCreate, PurchaserRow, PurchaserUpdate } from './purchasers-schemas';

export async function purchaserPage(deps: AdminMasterDeps, q: ListParams) {
  return listPage(await listPurchasers(deps.db, listRead(q)), q);
}

const loginIdOf = (cd: string, eda: string) => `${cd}-${eda}`;
const key = (cd: string, eda: string) => loginIdOf(cd, eda);
const publicRow = ({ branch_id: _b, account_id: _a, ...row }: PurchaserRow & { branch_id: number; account_id: number | null }): PurchaserRow => row;

/**
 * A new branch account: the purchaser (created with BAISAN_NM when its code is new), the branch
 * and its sign-in `BAISAN_CD-BAISAN_EDA` with the initial password, to be changed at first sign-in.
 */
export async function createPurchaser(deps: AdminMasterDeps, actor: Actor, body: PurchaserCreate): Promise<PurchaserRow> {
  const { password, BAISAN_NM, ...branch } = body;
  const loginId = loginIdOf(body.BAISAN_CD, body.BAISAN_EDA);
  checkNewPassword(password, loginId);
  const hash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    if (await findPurchaser(tx, body.BAISAN_CD, body.BAISAN_EDA)) throw new ApiError(409, m.duplicate(m.purchaser), { code: 'duplicate', field: 'BAISAN_EDA' });
    if (await loginIdTaken(tx, loginId)) throw new ApiError(409, m.loginIdTaken, { code: 'login_id_taken', field: 'BAISAN_EDA' });
    const existingName = await purchaserName(tx, body.BAISAN_CD);
    if (existingName === null) {
      if (!BAISAN_NM) throw new ApiError(400, m.purchaserNameRequired, { code: 'purchaser_name_required', field: 'BAISAN_NM' });
      await insertPurchaser(tx, body.BAISAN_CD, BAISAN_NM);
    } else if (BAISAN_NM && BAISAN_NM !== existingName) {
      await renamePurchaser(tx, body.BAISAN_CD, BAISAN_NM);
    }
    await insertColumns(tx, 'branches', { ...BRANCH_COLUMNS, BAISAN_CD: 'baisan_cd', BAISAN_EDA: 'baisan_eda' }, branch);
    await insertBranchAccount(tx, await branchIdOf(tx, body.BAISAN_CD, body.BAISAN_EDA), loginId, hash, body.MAIL_ADDR ?? '', actor.at);
    const created = publicRow((await findPurchaser(tx, body.BAISAN_CD, body.BAISAN_EDA))!);
    const { is_admin: _admin, is_first_login: _first, ...logged } = created;
    await writeAdminChange(tx, { ...actor, entity: 'purchaser', key: loginId, action: 'create', after: logged });
    return created;
  });
}

/** Edits a branch; suspending it ends its sessions at once. SALE_RATE applies to later purchases only. */
export async function editPurchaser(deps: AdminMasterDeps, actor: Actor, cd: string, eda: string, body: PurchaserUpdate): Promise<PurchaserRow> {
  const { BAISAN_CD: _cd, BAISAN_EDA: _eda, BAISAN_NM, ...changes } = body;
  let endedAccount: number | null = null;
  const row = await deps.db.transaction(async (tx) => {
    const current = await findPurchaser(tx, cd, eda, true);
    if (!current) throw new ApiError(404, m.notFound(m.purchaser), { code: 'not_found', field: 'BAISAN_CD/BAISAN_EDA' });
    if (BAISAN_NM !== undefined) await renamePurchaser(tx, cd, BAISAN_NM);
    await updateColumns(tx, 'branches', BRANCH_COLUMNS, { sql: 'id = $1', params: [current.branch_id] }, changes);
    if (current.account_id !== null) {
      if (changes.MAIL_ADDR !== undefined) await setAccountEmail(tx, current.account_id, changes.MAIL_ADDR);
      if (changes.SUSPEND_FLG === true) {
        await revokeSessions(tx, current.account_id, actor.at);
        endedAccount = current.account_id;
      }
    }
    const updated = (await findPurchaser(tx, cd, eda))!;
    const fields = [...(BAISAN_NM !== undefined ? ['BAISAN_NM'] : []), ...Object.keys(changes)];
    await writeAdminChange(tx, { ...actor, entity: 'purchaser', key: key(cd, eda), action: 'update', ...changedFields(fields, current, updated) });
    return publicRow(updated);
  });
  if (endedAccount !== null) deps.closeStreams(endedAccount);
  return row;
}

/** Issues a new initial password: the branch must change it at its next sign-in, and its sessions end. */
export async function issuePassword(deps: AdminMasterDeps, actor: Actor, cd: string, eda: string, password: string): Promise<void> {
  checkNewPassword(password, loginIdOf(cd, eda));
  const hash = await hashPassword(password);
  const accountId = await deps.db.transaction(async (tx) => {
    const current = await findPurchaser(tx, cd, eda, true);
    if (!current || current.account_id === null) throw new ApiError(404, m.notFound(m.purchaser), { code: 'not_found', field: 'BAISAN_CD/BAISAN_EDA' });
    await resetAccountPassword(tx, current.account_id, hash, actor.at);
    await revokeSessions(tx, current.account_id, actor.at);
    await writeAdminChange(tx, {
      ...actor,
      entity: 'purchaser',
      key: key(cd, eda),
      action: 'update',
      before: { password: '***', is_first_login: current.is_first_login },
      after: { password: 'reissued', is_first_login: true },
    });
    return current.account_id;
  });
  deps.closeStreams(accountId);
}

/** A branch with sales, reservations or negotiations is 409: suspend it instead. */
export async function removePurchaser(deps: AdminMasterDeps, actor: Actor, cd: string, eda: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await findPurchaser(tx, cd, eda, true);
    if (!current) throw new ApiError(404, m.notFound(m.purchaser), { code: 'not_found', field: 'BAISAN_CD/BAISAN_EDA' });
    const trades = await branchTrades(tx, current.branch_id);
    if (trades) throw new ApiError(409, m.inUse(m.purchaser, m.sales), { code: 'in_use', field: 'BAISAN_EDA' });
    await deleteBranch(tx, current.branch_id, cd);
    await writeAdminChange(tx, {
      ...actor,
      entity: 'purchaser',
      key: key(cd, eda),
      action: 'delete',
      before: { BAISAN_NM: current.BAISAN_NM, BAISAN_EDA_NM: current.BAISAN_EDA_NM },
    });
  });
}
