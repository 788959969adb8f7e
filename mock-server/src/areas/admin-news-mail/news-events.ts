import type { FastifyInstance } from 'fastify';
import { publishMarketEvent } from '../../events/market-events';
import { parseJapanDateTime } from './japan-datetime';
import { adminNewsMailMessages as m } from './messages';
import { claimNewsGoneLive } from './news/news-repository';

/** A news or ticker line as far as an event needs it. */
interface Shown {
  START_DATE: string;
  END_DATE: string;
  SUSPEND_FLG: boolean;
}

const visibleAt = (row: Shown, now: Date) => {
  try {
    return !row.SUSPEND_FLG && parseJapanDateTime(row.START_DATE, 'START_DATE') <= now && now <= parseJapanDateTime(row.END_DATE, 'END_DATE');
  } catch {
    return false;
  }
};

/**
 * After a ticker line was saved or deleted: every buyer's /web reloads its ticker.
 * No notification: the ticker itself is the message.
 */
export function announceTicker(app: FastifyInstance, id: number, action: 'added' | 'changed' | 'suspended' | 'deleted'): Promise<void> {
  return publishMarketEvent(app.db, app.clock.now(), { audience: { to: 'buyers' }, kind: 'ticker_changed', data: { id, action } }, app.log);
}

type NewsShown = Shown & { INFORMATION_CD: number; TITLE: string; IMPORTANT_FLG: boolean };

/**
 * After a news was saved or deleted: buyers' news lists reload; a news that has just become
 * visible is a notification, and one that has just become visible and important (new, switched
 * to 重要 or resumed) is `news_important`: signed-in buyers are sent to /news/important/{id}.
 */
export function announceNews(app: FastifyInstance, before: NewsShown | null, after: NewsShown | null, deletedId?: number): Promise<void> {
  const now = app.clock.now();
  const id = after?.INFORMATION_CD ?? before?.INFORMATION_CD ?? deletedId ?? 0;
  const wasVisible = before !== null && visibleAt(before, now);
  const isVisible = after !== null && visibleAt(after, now);
  const publish = (kind: string, notice?: Notice) => publishMarketEvent(app.db, now, { audience: { to: 'buyers' }, kind, data: { id }, notice }, app.log);
  if (!isVisible) return publish(wasVisible || deletedId !== undefined ? 'news_suspended' : 'news_changed');
  if (after.IMPORTANT_FLG && !(wasVisible && before.IMPORTANT_FLG)) return publish(...wentLive(id, after.TITLE, true));
  if (!wasVisible) return publish(...wentLive(id, after.TITLE, false));
  return publish('news_changed');
}

type Notice = { title: string; link: string; important?: boolean };

/** A news buyers can now read: important ones send them to it (news_important), others are a bell row. */
function wentLive(id: number, title: string, important: boolean): [string, Notice] {
  return important
    ? ['news_important', { title: m.importantNewsNotice(title), link: `/news/important/${id}`, important: true }]
    : ['news_published', { title: m.newsNotice(title), link: `/news/${id}` }];
}

/** How often each process looks for news that went live by the clock (a start time saved for later). */
const LIVE_SWEEP_MS = 10_000;

/** Announces, once, every news that went live by the clock alone since it was saved (migration 029). */
export async function announceNewsGoneLive(app: FastifyInstance): Promise<void> {
  const now = app.clock.now();
  for (const news of await claimNewsGoneLive(app.db, now)) {
    const [kind, notice] = wentLive(news.id, news.title, news.important);
    await publishMarketEvent(app.db, now, { audience: { to: 'buyers' }, kind, data: { id: news.id }, notice }, app.log);
  }
}

export function startNewsLiveSweep(app: FastifyInstance): void {
  const timer = setInterval(() => void announceNewsGoneLive(app).catch((err: unknown) => app.log.warn({ err }, 'news live sweep failed')), LIVE_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
