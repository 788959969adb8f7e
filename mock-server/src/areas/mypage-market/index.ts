import type { FastifyInstance } from 'fastify';
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
  mypageRoutes(app);
  marketRoutes(app);
  priceHistoryRoutes(app);
  saleRoutes(app);
  newsRoutes(app);
  settingRoutes(app);
}
