import Chip from '@mui/material/Chip';
import { AdminListPage, formatDate, messages, PAGE_SIZE, useListParams, type AdminListColumn, type ApiRow } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { adminNewsApi } from '../api';

type News = ApiRow<'/admins/news'>;

const columns: AdminListColumn<News>[] = [
  { key: 'DATE', label: m.columns.date, render: (news) => formatDate(news.DATE), csv: (news) => formatDate(news.DATE) },
  { key: 'CATEGORY_NM', label: m.columns.category },
  { key: 'TITLE', label: m.columns.title, wrap: true },
  {
    key: 'IMPORTANT_FLG',
    label: m.columns.flags,
    render: (news) => (news.IMPORTANT_FLG ? <Chip size="small" color="error" label={messages.important} /> : null),
    csv: false,
  },
];

/** /admins/news: the news list (a minimal first view; the news feature replaces it). */
export function NewsListPage() {
  const list = useListParams({ per: PAGE_SIZE.news });
  return (
    <AdminListPage
      title={m.newsTitle}
      list={list}
      endpoint={adminNewsApi.endpoints.getAdminNews}
      columns={columns}
      rowKey={(news) => news.INFORMATION_CD}
      isSuspended={(news) => news.SUSPEND_FLG}
    />
  );
}
