import { useState } from 'react';
import { AdminListPage, formatDate, notifySuccess, PAGE_SIZE, suspendColumn, useListParams, type AdminListColumn } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { webNewsApi, type WebNews } from '../api';
import { WebNewsDialog } from './web-news-dialog';

/** /admins/news/web: the /web ticker lines in PRINT_ORDER; 休止 switch, new / edit / delete. */
export function WebNewsPage() {
  const list = useListParams({ per: PAGE_SIZE.webNews });
  const [update] = webNewsApi.useUpdateWebNewsMutation();
  const [remove] = webNewsApi.useDeleteWebNewsMutation();
  const [editing, setEditing] = useState<WebNews | 'new' | null>(null);

  const columns: AdminListColumn<WebNews>[] = [
    { key: 'PRINT_ORDER', label: m.columns.printOrder, align: 'right' },
    { key: 'DATE', label: m.columns.date, render: (l) => formatDate(l.DATE), csv: (l) => formatDate(l.DATE) },
    { key: 'TITLE', label: m.columns.title, wrap: true },
    { key: 'period', label: m.columns.period, render: (l) => m.period(l.START_DATE, l.END_DATE), csv: (l) => m.period(l.START_DATE, l.END_DATE) },
    suspendColumn<WebNews>({
      isSuspended: (l) => l.SUSPEND_FLG,
      update: (l, next) => update({ id: l.id, SUSPEND_FLG: next }).unwrap(),
      rowName: (l) => l.TITLE,
    }),
  ];

  return (
    <AdminListPage
      title={m.webNewsTitle}
      list={list}
      endpoint={webNewsApi.endpoints.getWebNews}
      columns={columns}
      rowKey={(l) => l.id}
      isSuspended={(l) => l.SUSPEND_FLG}
      actions={{
        onEdit: (l) => setEditing(l),
        onDelete: async (l) => {
          await remove(l.id).unwrap();
          notifySuccess(m.webNewsDeleted);
        },
      }}
      onCreate={() => setEditing('new')}
    >
      {editing ? <WebNewsDialog line={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminListPage>
  );
}
