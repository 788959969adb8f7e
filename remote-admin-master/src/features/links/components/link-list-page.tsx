import { AdminListPage, PAGE_SIZE, useListParams, type AdminListColumn, type ApiRow } from 'shared';
import { adminMasterMessages as m } from '../../../messages';
import { linksApi } from '../api';

type Link = ApiRow<'/admins/link'>;

const columns: AdminListColumn<Link>[] = [
  { key: 'LINK_CD', label: m.columns.no },
  { key: 'LINK_NM', label: m.columns.name },
  { key: 'LINK_URL', label: m.columns.url, wrap: true },
];

/** /admins/master/link: the link collection (a minimal first view; the links feature replaces it). */
export function LinkListPage() {
  const list = useListParams({ per: PAGE_SIZE.news });
  return (
    <AdminListPage
      title={m.linkTitle}
      list={list}
      endpoint={linksApi.endpoints.getAdminLinks}
      columns={columns}
      rowKey={(link) => link.LINK_CD}
      isSuspended={(link) => link.SUSPEND_FLG}
    />
  );
}
