import { useState } from 'react';
import { AdminListPage, notifySuccess, PAGE_SIZE, suspendColumn, useListParams, type AdminListColumn, type ApiRow } from 'shared';
import { adminMasterMessages as m } from '../../../messages';
import { linksApi } from '../api';
import { LinkDialog } from './link-dialog';

type Link = ApiRow<'/admins/link'>;

/** /admins/master/link: search, include suspended, new and edit, the 休止 switch, delete after confirmation. */
export function LinkListPage() {
  const list = useListParams({ per: PAGE_SIZE.news });
  const [updateLink] = linksApi.useUpdateLinkMutation();
  const [deleteLink] = linksApi.useDeleteLinkMutation();
  const [editing, setEditing] = useState<Link | 'new' | null>(null);

  const columns: AdminListColumn<Link>[] = [
    { key: 'LINK_CD', label: m.columns.no, sortKey: 'LINK_CD' },
    { key: 'LINK_NM', label: m.columns.name, sortKey: 'LINK_NM' },
    { key: 'LINK_URL', label: m.columns.url, sortKey: 'LINK_URL', wrap: true },
    suspendColumn<Link>({
      isSuspended: (l) => l.SUSPEND_FLG,
      update: (l, next) => updateLink({ LINK_CD: l.LINK_CD, SUSPEND_FLG: next }).unwrap(),
      rowName: (l) => l.LINK_NM,
    }),
  ];

  return (
    <AdminListPage
      title={m.linkTitle}
      list={list}
      endpoint={linksApi.endpoints.getAdminLinks}
      columns={columns}
      rowKey={(l) => l.LINK_CD}
      isSuspended={(l) => l.SUSPEND_FLG}
      actions={{
        onEdit: (l) => setEditing(l),
        onDelete: async (l) => {
          await deleteLink(l.LINK_CD).unwrap();
          notifySuccess(m.deleted(m.linkTitle));
        },
      }}
      onCreate={() => setEditing('new')}
      csvFileName={m.csvFile(m.linkTitle)}
    >
      {editing ? <LinkDialog link={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminListPage>
  );
}
