import type { FastifyInstance } from 'fastify';
import { publishMarketEvent } from '../../events/market-events';
import { parseJapanDateTime } from './japan-datetime';
import { adminNewsMailMessages as m } from './messages';

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
 * After a ticker line was saved or deleted: every buyer's /web reloads its ticker (issue 24).
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
  const publish = (kind: string, notice?: { title: string; link: string; important?: boolean }) =>
    publishMarketEvent(app.db, now, { audience: { to: 'buyers' }, kind, data: { id }, notice }, app.log);
  if (!isVisible) return publish(wasVisible || deletedId !== undefined ? 'news_suspended' : 'news_changed');
  if (after.IMPORTANT_FLG && !(wasVisible && before.IMPORTANT_FLG)) {
    return publish('news_important', { title: m.importantNewsNotice(after.TITLE), link: `/news/important/${id}`, important: true });
  }
  if (!wasVisible) return publish('news_published', { title: m.newsNotice(after.TITLE), link: `/news/${id}` });
  return publish('news_changed');
}
