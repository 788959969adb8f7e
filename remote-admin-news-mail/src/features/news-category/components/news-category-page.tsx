import { useState } from 'react';
import { AdminListPage, notifySuccess, PAGE_SIZE, suspendColumn, useListParams, type AdminListColumn } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { newsCategoryApi, type NewsCategory } from '../api';
import { NewsCategoryDialog } from './news-category-dialog';

/** /admins/news/category: news categories by display order; 休止 switch, new / edit / delete. */
export function NewsCategoryPage() {
  const list = useListParams({ per: PAGE_SIZE.newsCategory });
  const [update] = newsCategoryApi.useUpdateNewsCategoryMutation();
  const [remove] = newsCategoryApi.useDeleteNewsCategoryMutation();
  const [editing, setEditing] = useState<NewsCategory | 'new' | null>(null);

  const columns: AdminListColumn<NewsCategory>[] = [
    { key: 'order', label: m.columns.order, align: 'right' },
    { key: 'name', label: m.columns.name },
    suspendColumn<NewsCategory>({
      isSuspended: (c) => c.SUSPEND_FLG,
      update: (c, next) => update({ id: c.id, SUSPEND_FLG: next }).unwrap(),
      rowName: (c) => c.name,
    }),
  ];

  return (
    <AdminListPage
      title={m.categoryTitle}
      list={list}
      endpoint={newsCategoryApi.endpoints.getNewsCategories}
      columns={columns}
      rowKey={(c) => c.id}
      isSuspended={(c) => c.SUSPEND_FLG}
      actions={{
        onEdit: (c) => setEditing(c),
        onDelete: async (c) => {
          await remove(c.id).unwrap();
          notifySuccess(m.categoryDeleted);
        },
      }}
      onCreate={() => setEditing('new')}
    >
      {editing ? <NewsCategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminListPage>
  );
}
