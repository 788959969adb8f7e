import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import type { Actor } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { checkHttpUrl } from '../common/http-url';
import { listPage, listRead } from '../../../http/page-envelope';
import type { ListParams } from '../../../http/contract';
import { adminMasterMessages as m } from '../messages';
import { deleteLink, findLink, insertLink, listLinks, updateLink } from './links-repository';
import type { LinkCreate, LinkRow, LinkUpdate } from './links-schemas';

export async function linkPage(deps: AdminMasterDeps, q: ListParams) {
  return listPage(await listLinks(deps.db, listRead(q)), q);
}

const fields = ({ LINK_CD: _cd, ...rest }: LinkRow) => rest;

export async function createLink(deps: AdminMasterDeps, actor: Actor, body: LinkCreate): Promise<LinkRow> {
  const link = { LINK_NM: body.LINK_NM.trim(), LINK_URL: checkHttpUrl(body.LINK_URL, 'LINK_URL'), SUSPEND_FLG: body.SUSPEND_FLG ?? false };
  return deps.db.transaction(async (tx) => {
    const created = await insertLink(tx, link);
    await writeAdminChange(tx, { ...actor, entity: 'link', key: created.LINK_CD, action: 'create', after: fields(created) });
    return created;
  });
}

export async function editLink(deps: AdminMasterDeps, actor: Actor, code: number, body: LinkUpdate): Promise<LinkRow> {
  const url = body.LINK_URL === undefined ? undefined : checkHttpUrl(body.LINK_URL, 'LINK_URL');
  return deps.db.transaction(async (tx) => {
    const current = await findLink(tx, code, true);
    if (!current) throw new ApiError(404, m.notFound(m.link), { code: 'not_found', field: 'LINK_CD' });
    const next: LinkRow = {
      LINK_CD: code,
      LINK_NM: body.LINK_NM?.trim() ?? current.LINK_NM,
      LINK_URL: url ?? current.LINK_URL,
      SUSPEND_FLG: body.SUSPEND_FLG ?? current.SUSPEND_FLG,
    };
    const updated = await updateLink(tx, next);
    await writeAdminChange(tx, { ...actor, entity: 'link', key: code, action: 'update', before: fields(current), after: fields(updated) });
    return updated;
  });
}

export async function removeLink(deps: AdminMasterDeps, actor: Actor, code: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await findLink(tx, code, true);
    if (!current) throw new ApiError(404, m.notFound(m.link), { code: 'not_found', field: 'LINK_CD' });
    await deleteLink(tx, code);
    await writeAdminChange(tx, { ...actor, entity: 'link', key: code, action: 'delete', before: fields(current) });
  });
}
