import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/auth-hook';
import { errors } from '../../http/schemas';
import { findCalendarNote, listActiveLinks, listSchedules } from '../../repositories/buyer-mypage-repository';
import { parseQueryMonth } from '../../services/buyer-pages-dates';
import { buyerNewsPage, readBuyerNews } from '../../services/buyer-news-service';
import { marketDetail, marketSummary } from '../../services/market-stats-service';
import * as s from './schemas';

const tags = ['buyer pages'];
const security = [{ bearer: [] }];
const MYPAGE_NEWS = 5;

/** /users/mypage, /users/market(/detail) and /users/news(/{id}): open to every signed-in account. */
export function pageRoutes(app: FastifyInstance): void {
  app.get(
    '/users/mypage',
    { schema: { tags, security, summary: 'My page: latest news, the month’s schedule and note, links', querystring: s.mypageQuery, response: { 200: s.mypageAnswer, ...errors(400, 401) } } },
    async (request) => {
      const user = currentUser(request);
      const now = app.clock.now();
      const month = parseQueryMonth((request.query as { month?: string }).month, now);
      const news = await buyerNewsPage(app.db, user.accountId, MYPAGE_NEWS, 1, now);
      return {
        month: month.slice(0, 7),
        news: news.datas,
        schedules: await listSchedules(app.db, month),
        links: await listActiveLinks(app.db),
        calendar_note: await findCalendarNote(app.db, month),
      };
    },
  );

  app.get(
    '/users/market',
    { schema: { tags, security, summary: 'Market statistics per item for one sale date', querystring: s.marketQuery, response: { 200: s.marketAnswer, ...errors(400, 401) } } },
    async (request) => marketSummary(app.db, request.query as { sale_date?: string }, app.clock.now()),
  );

  app.get(
    '/users/market/detail',
    { schema: { tags, security, summary: 'Market statistics of one item by variety, with its daily series', querystring: s.marketDetailQuery, response: { 200: s.marketDetailAnswer, ...errors(400, 401, 404) } } },
    async (request) => marketDetail(app.db, request.query as { item_cd: string; sale_date?: string }, app.clock.now()),
  );

  app.get(
    '/users/news',
    { schema: { tags, security, summary: 'News visible now, important first, newest first', querystring: s.newsQuery, response: { 200: s.newsPage, ...errors(400, 401) } } },
    async (request) => {
      const { per, page } = request.query as { per: number; page: number };
      return buyerNewsPage(app.db, currentUser(request).accountId, per, page, app.clock.now());
    },
  );

  app.get(
    '/users/news/:id',
    { schema: { tags, security, summary: 'One news (marks it read); the file through a signed, expiring URL', params: s.newsParams, response: { 200: s.newsAnswer, ...errors(400, 401, 404) } } },
    async (request) => {
      const { id } = request.params as { id: number };
      return readBuyerNews(app.db, app.fileStore, currentUser(request).accountId, id, app.clock.now());
    },
  );
}
