import type { FastifyInstance } from 'fastify';
import { publishMarketEvent } from '../../events/market-events';
import type { AreaDeps } from '../../http/area-deps';
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

/*
 * A news' events are still published by hand, after the save's commit: what a news tells depends
 * on the market clock (visible from START_DATE to END_DATE, compared with the row before the save),
 * which no trigger holds, and a news that goes live by the clock alone changes no row at that
 * moment (the sweep below claims it, migration 029).
 */

/**
 * Every ticker line saved or deleted (its committed row: migration 035's fact) reaches every
 * buyer's /web, which reloads its ticker. No notification: the ticker itself is the message.
 */
export function announceTickerChanges(deps: AreaDeps): void {
  deps.marketFacts.on('ticker_changed', ({ lineId, action, transactionId }) =>
    publishMarketEvent(deps.db, deps.clock.now(), {
      audience: { to: 'buyers' },
      kind: 'ticker_changed',
      data: { id: lineId, action },
      source: `ticker_changed:${lineId}:${transactionId}`,
    }),
  );
}

type NewsShown = Shown & { INFORMATION_CD: number; TITLE: string; IMPORTANT_FLG: boolean };

/**
 * After a news was saved or deleted: buyers' news lists reload; a news that has just become
 * visible is a notification, and one that has just become visible and important (new, switched
 * to 重要 or resumed) is `news_important`: signed-in buyers are sent to /news/important/{id}.
 */
export function announceNews(deps: AreaDeps, before: NewsShown | null, after: NewsShown | null, deletedId?: number): Promise<void> {
  const now = deps.clock.now();
  const id = after?.INFORMATION_CD ?? before?.INFORMATION_CD ?? deletedId ?? 0;
  const wasVisible = before !== null && visibleAt(before, now);
  const isVisible = after !== null && visibleAt(after, now);
  const publish = (kind: string, notice?: Notice) => publishMarketEvent(deps.db, now, { audience: { to: 'buyers' }, kind, data: { id }, notice });
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
export async function announceNewsGoneLive(deps: AreaDeps): Promise<void> {
  const now = deps.clock.now();
  for (const news of await claimNewsGoneLive(deps.db, now)) {
    const [kind, notice] = wentLive(news.id, news.title, news.important);
    await publishMarketEvent(deps.db, now, { audience: { to: 'buyers' }, kind, data: { id: news.id }, notice });
  }
}

/** The sweep runs with the app (its timer ends when the app closes). */
export function startNewsLiveSweep(app: FastifyInstance, deps: AreaDeps): void {
  const timer = setInterval(() => void announceNewsGoneLive(deps).catch((err: unknown) => app.log.warn({ err }, 'news live sweep failed')), LIVE_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
