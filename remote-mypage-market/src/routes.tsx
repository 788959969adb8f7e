import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, NotFoundPage } from 'shared';
import { messages } from './messages';

// Each screen is its own chunk: the charts of /market (the largest part of this remote) load
// only when a buyer opens /market, not with the my page every buyer lands on.
const MyPage = lazy(() => import('./features/mypage/components/my-page').then((m) => ({ default: m.MyPage })));
const MarketPage = lazy(() => import('./features/market/components/market-page').then((m) => ({ default: m.MarketPage })));
const SalePage = lazy(() => import('./features/sale/components/sale-page').then((m) => ({ default: m.SalePage })));
const NewsListPage = lazy(() => import('./features/news/components/news-list-page').then((m) => ({ default: m.NewsListPage })));
const NewsDetailPage = lazy(() => import('./features/news/components/news-detail-page').then((m) => ({ default: m.NewsDetailPage })));
const SettingPage = lazy(() => import('./features/setting/components/setting-page').then((m) => ({ default: m.SettingPage })));

const page = (element: ReactNode) => <Suspense fallback={<LoadingState text={messages.common.loading} />}>{element}</Suspense>;

/**
 * Exposed as './routes': /mypage, /market, /sale, /news, /news/{id} and /setting. Paths are
 * relative; the shell mounts this remote under them and guards /setting for branch 001.
 */
export default function MypageMarketRoutes() {
  return (
    <Routes>
      <Route path="mypage" element={page(<MyPage />)} />
      <Route path="market" element={page(<MarketPage />)} />
      <Route path="sale" element={page(<SalePage />)} />
      <Route path="news" element={page(<NewsListPage />)} />
      <Route path="news/:id" element={page(<NewsDetailPage />)} />
      <Route path="setting" element={page(<SettingPage />)} />
      {/* Anything else under this remote's prefixes (/sale/x, /market/x …). */}
      <Route path="*" element={<NotFoundPage home="/mypage" />} />
    </Routes>
  );
}
