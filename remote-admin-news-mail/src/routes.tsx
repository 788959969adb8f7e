import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from 'shared';
import { NewsListPage } from './features/news/components/news-list-page';
import { adminNewsMailMessages as m } from './messages';

/** Exposed as './routes'. Paths are relative to the root; the shell mounts /admins/news/*. */
export default function AdminNewsMailRoutes() {
  return (
    <Routes>
      <Route path="admins/news" element={<NewsListPage />} />
      <Route path="admins/news/web" element={<ComingSoonPage title={m.webNewsTitle} />} />
      <Route path="admins/news/category" element={<ComingSoonPage title={m.categoryTitle} />} />
      <Route path="admins/news/recovery_mail/*" element={<ComingSoonPage title={m.bulkMailTitle} />} />
    </Routes>
  );
}
