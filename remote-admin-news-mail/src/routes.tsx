import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, NotFoundPage } from 'shared';

// One chunk per screen; the draft-js editor is a further chunk loaded with the first news or mail modal.
const NewsListPage = lazy(() => import('./features/news/components/news-list-page').then((mod) => ({ default: mod.NewsListPage })));
const WebNewsPage = lazy(() => import('./features/news-web/components/web-news-page').then((mod) => ({ default: mod.WebNewsPage })));
const NewsCategoryPage = lazy(() => import('./features/news-category/components/news-category-page').then((mod) => ({ default: mod.NewsCategoryPage })));
const MailListPage = lazy(() => import('./features/bulk-mail/components/mail-list-page').then((mod) => ({ default: mod.MailListPage })));

const screen = (element: ReactNode) => <Suspense fallback={<LoadingState />}>{element}</Suspense>;

/** Exposed as './routes'. Paths are relative to the root; the shell mounts /admins/news/*. */
export default function AdminNewsMailRoutes() {
  return (
    <Routes>
      <Route path="admins/news" element={screen(<NewsListPage />)} />
      <Route path="admins/news/web" element={screen(<WebNewsPage />)} />
      <Route path="admins/news/category" element={screen(<NewsCategoryPage />)} />
      <Route path="admins/news/recovery_mail/*" element={screen(<MailListPage />)} />
      <Route path="*" element={<NotFoundPage home="/admins/news" />} />
    </Routes>
  );
}
