import type { FastifyInstance } from 'fastify';
import { areaDeps } from '../../http/area-deps';
import { marketRoutes } from './market/market-routes';
import { mypageRoutes } from './mypage/mypage-routes';
import { priceHistoryRoutes } from './price-history/price-history-routes';
import { newsRoutes } from './news/news-routes';
import { saleRoutes } from './sale/sale-routes';
import { settingRoutes } from './setting/setting-routes';

/**
 * The mypage-market area (remote-mypage-market; spec §3/§7): my page, market statistics,
 * purchase history, news and the head branch's settings. Registered under /api/v1.
 */
export default async function mypageMarketArea(app: FastifyInstance): Promise<void> {
  const deps = areaDeps(app);
  mypageRoutes(app, deps);
  marketRoutes(app, deps);
  priceHistoryRoutes(app, deps);
  saleRoutes(app, deps);
  newsRoutes(app, deps);
  settingRoutes(app, deps);
}
