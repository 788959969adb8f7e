import type { FastifyInstance } from 'fastify';
import newsRoutes from './news/news-routes';

/** remote-admin-news-mail's server side: news, news categories, the web ticker, bulk mail and mail categories. */
export default async function adminNewsMailArea(app: FastifyInstance): Promise<void> {
  await app.register(newsRoutes);
}
