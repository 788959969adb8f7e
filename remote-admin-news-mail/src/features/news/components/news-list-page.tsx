import { useState } from 'react';
import { AdminListPage, flagColumn, formatDate, messages, notifySuccess, PAGE_SIZE, suspendColumn, useListParams, type AdminListColumn } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { adminNewsApi, type AdminNews } from '../api';
import { NewsDialog } from './news-dialog';

/** /admins/news: the news list (50 a page, search, 休止中も表示), switches, new / edit / delete. */
export function NewsListPage() {
  const list = useListParams({ per: PAGE_SIZE.news });
  const [updateNews] = adminNewsApi.useUpdateNewsMutation();
  const [deleteNews] = adminNewsApi.useDeleteNewsMutation();
  const [editing, setEditing] = useState<AdminNews | 'new' | null>(null);

  const columns: AdminListColumn<AdminNews>[] = [
    { key: 'DATE', label: m.columns.date, render: (n) => formatDate(n.DATE), csv: (n) => formatDate(n.DATE) },
    { key: 'CATEGORY_NM', label: m.columns.category },
    { key: 'TITLE', label: m.columns.title, wrap: true },
    { key: 'period', label: m.columns.period, render: (n) => m.period(n.START_DATE, n.END_DATE), csv: (n) => m.period(n.START_DATE, n.END_DATE) },
    { key: 'FILE_URL', label: m.columns.file, render: (n) => n.FILE_URL ?? '', wrap: true },
    flagColumn<AdminNews>({
      key: 'IMPORTANT_FLG',
      label: m.columns.important,
      isOn: (n) => n.IMPORTANT_FLG,
      update: (n, next) => updateNews({ id: n.INFORMATION_CD, IMPORTANT_FLG: next }).unwrap(),
      successText: messages.importantFlagUpdated,
      rowName: (n) => n.TITLE,
    }),
    suspendColumn<AdminNews>({
      isSuspended: (n) => n.SUSPEND_FLG,
      update: (n, next) => updateNews({ id: n.INFORMATION_CD, SUSPEND_FLG: next }).unwrap(),
      rowName: (n) => n.TITLE,
    }),
  ];

  return (
    <AdminListPage
      title={m.newsTitle}
      list={list}
      endpoint={adminNewsApi.endpoints.getAdminNews}
      columns={columns}
      rowKey={(n) => n.INFORMATION_CD}
      isSuspended={(n) => n.SUSPEND_FLG}
      actions={{
        onEdit: (n) => setEditing(n),
        onDelete: async (n) => {
          await deleteNews(n.INFORMATION_CD).unwrap();
          notifySuccess(m.newsDeleted);
        },
      }}
      onCreate={() => setEditing('new')}
    >
      {editing ? <NewsDialog news={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminListPage>
  );
}
